/**
 * Plain-Markdown copies of the pages, for AI assistants and people who want text: the page's own
 * Markdown with each demo inlined as code in one code variant, and API pages as tables. Node only.
 */
import type { ApiCssVariablesData, ApiMember } from '@/model/apiReference';
import type { ApiPageData } from '@/model/pageData';
import type { CodeVariant } from '@/model/codeVariants';
import { htmlToText } from '../search/searchDocuments';
import type { PageDemo, SitePage } from '../../generate/siteIndexTypes';

/** Code of a demo in the variant, or null when unknown. */
export type DemoCode = (demo: PageDemo, variant: CodeVariant) => string | null;

const CALLOUT_ALERT: Record<string, string> = {
  info: 'NOTE',
  warning: 'WARNING',
  success: 'TIP',
  error: 'CAUTION',
};

function fence(code: string, lang: string, title?: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`{3,}/g)].map((m) => m[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${lang}${title ? ` title="${title}"` : ''}\n${code}\n${marks}`;
}

/**
 * The page's Markdown (from the site index) with each demo directive, found by the line the index
 * parsed it on, as a code block, each catalogue directive as the tables it generated, and callouts
 * as GitHub alerts; everything else is kept as written.
 */
export function docsPageMarkdown(
  page: Pick<SitePage, 'title' | 'description' | 'markdown' | 'markdownLine' | 'segments'>,
  variant: CodeVariant,
  demoCode: DemoCode,
): string {
  const demoAtLine = new Map<number, PageDemo>();
  const catalogueAtLine = new Map<number, string>();
  for (const segment of page.segments) {
    if (segment.kind === 'demo') demoAtLine.set(segment.line - page.markdownLine, segment);
    if (segment.kind === 'catalogue')
      catalogueAtLine.set(segment.line - page.markdownLine, segment.text);
  }
  const out: string[] = [`# ${page.title}`, '', page.description, ''];
  let inFence: string | null = null;
  let inCallout = false;
  for (const [index, line] of page.markdown.split('\n').entries()) {
    const trimmed = line.trim();
    const fenceMatch = /^(`{3,}|~{3,})/.exec(trimmed);
    const prefix = inCallout ? '> ' : '';
    if (inFence) {
      if (fenceMatch && trimmed.startsWith(inFence)) inFence = null;
      out.push(prefix + line);
      continue;
    }
    if (fenceMatch) {
      inFence = fenceMatch[1]!;
      out.push(prefix + line);
      continue;
    }
    const demo = demoAtLine.get(index + 1);
    if (demo) {
      const code = demoCode(demo, variant);
      const name = variant === 'TS' ? demo.path : demo.path.replace(/\.tsx$/, '.js');
      out.push(
        code === null ? `(Demo: ${name})` : fence(code, variant === 'TS' ? 'tsx' : 'jsx', name),
      );
      continue;
    }
    const catalogue = catalogueAtLine.get(index + 1);
    if (catalogue !== undefined) {
      out.push(catalogue);
      continue;
    }
    const callout = /^:::\s*(\w+)?\s*$/.exec(trimmed);
    if (callout) {
      inCallout = Boolean(callout[1]);
      if (callout[1]) out.push(`> [!${CALLOUT_ALERT[callout[1]] ?? 'NOTE'}]`);
      continue;
    }
    out.push(inCallout ? (line.trim() ? `> ${line}` : '>') : line);
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ') || ' ';
}

function membersTable(title: string, members: readonly ApiMember[]): string[] {
  if (!members.length) return [];
  return [
    `## ${title}`,
    '',
    '| Name | Type | Default | Description |',
    '| --- | --- | --- | --- |',
    ...members.map(
      (m) =>
        `| ${cell(`\`${m.name}\`${m.required ? ' (required)' : ''}`)} | ${cell(`\`${m.type}\``)} | ${cell(m.default ? `\`${m.default}\`` : '')} | ${cell(`${m.deprecatedHtml !== null ? 'Deprecated. ' : ''}${htmlToText(m.descriptionHtml)}`)} |`,
    ),
    '',
  ];
}

export function apiPageMarkdown(page: ApiPageData, siteUrl: string): string {
  const { api } = page;
  const lines = [
    `# ${page.title}`,
    '',
    page.description,
    '',
    '## Import',
    '',
    fence(
      `import ${api.entryKind === 'interface' ? 'type ' : ''}{ ${api.name} } from '${api.packageName}';`,
      'ts',
    ),
    '',
  ];
  if (api.demos.length) {
    lines.push(
      '## Demos',
      '',
      ...api.demos.map((d) => `- [${d.title}](${siteUrl}${d.pathname})`),
      '',
    );
  }
  const membersTitle = api.entryKind === 'interface' ? 'Properties' : 'Props';
  if (api.entryKind !== 'hook') lines.push(...membersTable(membersTitle, api.props));
  lines.push(...membersTable('Parameters', api.parameters ?? []));
  lines.push(...membersTable('Return value', api.returnValue ?? []));
  if (api.inherits) {
    lines.push(
      '## Inheritance',
      '',
      `${membersTitle} of [${api.inherits.title}](${siteUrl}${api.inherits.pathname}) are also available.`,
      '',
    );
  }
  if (api.themeName)
    lines.push('## Theme default props', '', `Theme key: \`${api.themeName}\`.`, '');
  if (api.slots.length) {
    lines.push(
      '## Slots',
      '',
      '| Slot | Default | Class | Description |',
      '| --- | --- | --- | --- |',
      ...api.slots.map(
        (s) =>
          `| \`${s.name}\` | ${cell(s.default ? `\`${s.default}\`` : '')} | ${cell(s.className ? `\`.${s.className}\`` : '')} | ${cell(htmlToText(s.descriptionHtml))} |`,
      ),
      '',
    );
  }
  if (api.classes.length) {
    lines.push(
      '## CSS classes',
      '',
      '| Class | Rule | Description |',
      '| --- | --- | --- |',
      ...api.classes.map(
        (c) => `| \`.${c.className}\` | \`${c.key}\` | ${cell(htmlToText(c.descriptionHtml))} |`,
      ),
      '',
    );
  }
  if (api.cssVariables) lines.push(...cssVariablesMarkdown(api.cssVariables));
  return `${lines.join('\n').trim()}\n`;
}

function cssVariablesMarkdown(data: ApiCssVariablesData): string[] {
  const slots = (list: readonly { name: string }[]) => list.map((s) => `\`${s.name}\``).join(', ');
  const readTable = (title: string, list: ApiCssVariablesData['own']) =>
    list.length
      ? [
          `### ${title}`,
          '',
          '| Variable | Read by | Fallback | Declared on |',
          '| --- | --- | --- | --- |',
          ...list.map(
            (v) =>
              `| \`${v.name}\` | ${cell(slots(v.slots))} | ${cell(v.fallbacks.map((f) => `\`${f}\``).join(', '))} | ${cell(slots(v.declaredOn))} |`,
          ),
          '',
        ]
      : [];
  return [
    '## CSS variables',
    '',
    ...readTable('Its own variables', data.own),
    ...readTable('Variables of other components it reads', data.others),
    ...(data.forChildren.length
      ? [
          '### Variables it sets for nested components',
          '',
          '| Variable | Set on |',
          '| --- | --- |',
          ...data.forChildren.map((v) => `| \`${v.name}\` | ${cell(slots(v.slots))} |`),
          '',
        ]
      : []),
  ];
}
