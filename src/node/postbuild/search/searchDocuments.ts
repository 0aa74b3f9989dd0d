/**
 * Page data → search documents: one per section of a Markdown page (split at h2/h3), and on API
 * pages one per prop, parameter, returned field, slot and CSS class, so a prop is a result of its
 * own. Node only; the browser receives the documents as JSON (see src/search/).
 */
import type { ApiPageData, DocsPageData } from '@/model/pageData';
import { demoTitle } from '@/model/demoTitle';
import { cssVariableAnchor, memberAnchor } from '@/model/memberAnchor';
import type { SearchDocument, SearchKind } from '@/model/searchIndex';
import { API_SECTION_IDS } from '../../generate/api/apiPageData';

/** Longest prose kept per section: enough for ranking and snippets, bounded index size. */
export const MAX_SECTION_TEXT = 1000;
/** A prop, slot or class keeps the start of its description: its name is what people search. */
export const MAX_MEMBER_TEXT = 160;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const value =
        code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(value) ? String.fromCodePoint(value) : match;
    }
    return ENTITIES[code.toLowerCase()] ?? match;
  });
}

/** Visible prose of our own generated HTML: code blocks, copy buttons and anchor marks dropped. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<pre[\s\S]*?<\/pre>/g, ' ')
      .replace(/<button[\s\S]*?<\/button>/g, ' ')
      .replace(/<a [^>]*class="anchor-link"[^>]*>[\s\S]*?<\/a>/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return `${text.slice(0, cut > 0 ? cut : max)}…`;
}

const HEADING = /<h([23])\b[^>]*\bid="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g;

interface Section {
  anchor: string;
  heading: string;
  parts: string[];
}

export function docsPageDocuments(page: DocsPageData): SearchDocument[] {
  const sections: Section[] = [{ anchor: '', heading: page.title, parts: [page.description] }];
  const current = () => sections[sections.length - 1]!;
  for (const block of page.body) {
    if (block.kind === 'demo') {
      current().parts.push(demoTitle(block.name));
      continue;
    }
    let last = 0;
    for (const match of block.html.matchAll(HEADING)) {
      current().parts.push(htmlToText(block.html.slice(last, match.index)));
      sections.push({ anchor: match[2]!, heading: htmlToText(match[3]!), parts: [] });
      last = match.index + match[0].length;
    }
    current().parts.push(htmlToText(block.html.slice(last)));
  }
  return sections.map((section) =>
    documentOf(
      page,
      section.anchor ? 'section' : 'page',
      section.anchor,
      section.heading,
      section.parts.join(' '),
    ),
  );
}

export function apiPageDocuments(page: ApiPageData): SearchDocument[] {
  const { api } = page;
  const docs = [documentOf(page, 'api', '', page.title, page.description)];
  const members = [
    [API_SECTION_IDS.props, api.entryKind === 'interface' ? [] : api.props],
    [API_SECTION_IDS.properties, api.entryKind === 'interface' ? api.props : []],
    [API_SECTION_IDS.parameters, api.parameters ?? []],
    [API_SECTION_IDS.returnValue, api.returnValue ?? []],
  ] as const;
  for (const [section, list] of members) {
    for (const member of list) {
      docs.push(
        documentOf(
          page,
          'member',
          memberAnchor(section, member.name),
          member.name,
          htmlToText(member.descriptionHtml),
        ),
      );
    }
  }
  for (const slot of api.slots) {
    docs.push(
      documentOf(
        page,
        'member',
        `slots-${slot.name}`,
        `${slot.name} slot`,
        htmlToText(slot.descriptionHtml),
      ),
    );
  }
  for (const variable of api.cssVariables?.own ?? []) {
    docs.push(
      documentOf(
        page,
        'member',
        cssVariableAnchor(variable.name),
        variable.name,
        `CSS variable of ${api.name}, read by ${variable.slots.map((slot) => slot.name).join(', ')}.`,
      ),
    );
  }
  for (const cssClass of api.classes) {
    docs.push(
      documentOf(
        page,
        'member',
        `classes-${cssClass.key}`,
        `.${cssClass.className}`,
        htmlToText(cssClass.descriptionHtml),
      ),
    );
  }
  return docs;
}

function documentOf(
  page: DocsPageData | ApiPageData,
  kind: SearchKind,
  anchor: string,
  heading: string,
  text: string,
): SearchDocument {
  return {
    id: 0,
    kind,
    product: page.product.id,
    page: page.title,
    heading,
    url: anchor ? `${page.route}#${anchor}` : page.route,
    text: clip(
      text.replace(/\s+/g, ' ').trim(),
      kind === 'member' ? MAX_MEMBER_TEXT : MAX_SECTION_TEXT,
    ),
    keywords: kind === 'page' && page.kind === 'docs' ? page.keywords.join(', ') : '',
  };
}

/** Numbers the documents (MiniSearch needs unique ids); the order is the build's, stable. */
export function numberDocuments(docs: SearchDocument[]): SearchDocument[] {
  return docs.map((doc, id) => ({ ...doc, id }));
}
