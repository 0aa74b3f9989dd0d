import fs from 'node:fs';
import path from 'node:path';
import type { DemoOptions } from '@/model/bodyBlocks';
import { ContentError } from '../contentError';
import {
  CATALOGUE_NAMES,
  isCatalogueName,
  type CatalogueName,
} from './gridCatalogues/catalogueMarkdown';

export interface DemoDirective {
  kind: 'demo';
  name: string;
  /** The demo file as the directive writes it, relative to the page (`templates/Blog.tsx`). */
  path: string;
  /** The demo file's absolute path. */
  file: string;
  line: number;
  options: DemoOptions;
}
export interface MarkdownChunk {
  kind: 'markdown';
  text: string;
}
/** `{{"catalogue": "grid-events"}}`: a table generated at build time (src/node/generate/gridCatalogues/). */
export interface CatalogueDirective {
  kind: 'catalogue';
  name: CatalogueName;
  line: number;
}
export type Segment = MarkdownChunk | DemoDirective | CatalogueDirective;

const CALLOUT_TYPES = new Set(['info', 'warning', 'success', 'error']);
const BG_VALUES = new Set(['outlined', 'inline', 'gradient', 'playground']);

type OptionCheck = (value: unknown) => boolean;
const OPTION_CHECKS: Record<keyof DemoOptions, OptionCheck> = {
  defaultCodeOpen: (v) => typeof v === 'boolean',
  hideToolbar: (v) => typeof v === 'boolean',
  iframe: (v) => typeof v === 'boolean',
  disableLiveEdit: (v) => typeof v === 'boolean',
  bg: (v) => typeof v === 'string' && BG_VALUES.has(v),
  maxWidth: (v) => typeof v === 'number' && v > 0,
  height: (v) => typeof v === 'number' && v > 0,
  fullPage: (v) => typeof v === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(v),
};

function parseCatalogue(
  value: Record<string, unknown>,
  mdFile: string,
  line: number,
): CatalogueDirective {
  const { catalogue, ...rest } = value;
  const extra = Object.keys(rest);
  if (extra.length) {
    throw new ContentError(
      `a catalogue directive takes no option (got "${extra[0]}")`,
      mdFile,
      line,
    );
  }
  if (typeof catalogue !== 'string' || !isCatalogueName(catalogue)) {
    throw new ContentError(
      `unknown catalogue ${JSON.stringify(catalogue)} (known: ${CATALOGUE_NAMES.join(', ')})`,
      mdFile,
      line,
    );
  }
  return { kind: 'catalogue', name: catalogue, line };
}

function parseDirective(
  raw: string,
  mdFile: string,
  line: number,
): DemoDirective | CatalogueDirective {
  let value: unknown;
  try {
    value = JSON.parse(raw.slice(1, -1));
  } catch {
    throw new ContentError(`malformed demo directive (not JSON): ${raw}`, mdFile, line);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ContentError('malformed demo directive: expected an object', mdFile, line);
  }
  if ('catalogue' in value) return parseCatalogue(value as Record<string, unknown>, mdFile, line);
  return parseDemo(value as Record<string, unknown>, mdFile, line);
}

function parseDemo(value: Record<string, unknown>, mdFile: string, line: number): DemoDirective {
  const { demo, ...rest } = value;
  if (typeof demo !== 'string' || !/^[\w./-]+\.tsx$/.test(demo)) {
    throw new ContentError('demo directive needs "demo": "<Name>.tsx"', mdFile, line);
  }
  const options: DemoOptions = {};
  for (const [key, optionValue] of Object.entries(rest)) {
    const check = OPTION_CHECKS[key as keyof DemoOptions];
    if (!check) {
      throw new ContentError(
        `unknown demo option "${key}" (known: ${Object.keys(OPTION_CHECKS).join(', ')})`,
        mdFile,
        line,
      );
    }
    if (!check(optionValue)) {
      throw new ContentError(
        `invalid value for demo option "${key}": ${JSON.stringify(optionValue)}`,
        mdFile,
        line,
      );
    }
    Object.assign(options, { [key]: optionValue });
  }
  const file = path.join(path.dirname(mdFile), demo);
  if (!fs.existsSync(file)) {
    throw new ContentError(`demo ${demo} does not exist (expected ${file})`, mdFile, line);
  }
  return { kind: 'demo', name: path.basename(demo, '.tsx'), path: demo, file, line, options };
}

/**
 * Splits a page body into Markdown chunks, demo and catalogue directives, and turns callouts
 * (`:::info` … `:::`) into asides. Fenced code is left untouched.
 * `lineOffset` is the number of front-matter lines, so errors point at the real line.
 */
export function splitBody(body: string, mdFile: string, lineOffset = 0): Segment[] {
  const segments: Segment[] = [];
  let buffer: string[] = [];
  let fence: string | null = null;
  let openCallout: number | null = null;
  const flush = () => {
    if (buffer.join('').trim()) segments.push({ kind: 'markdown', text: buffer.join('\n') });
    buffer = [];
  };
  body.split('\n').forEach((lineText, index) => {
    const line = index + 1 + lineOffset;
    const trimmed = lineText.trim();
    const fenceMatch = /^(`{3,}|~{3,})/.exec(trimmed);
    if (fence) {
      if (fenceMatch && trimmed.startsWith(fence)) fence = null;
      buffer.push(lineText);
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      buffer.push(lineText);
      return;
    }
    if (trimmed.startsWith('{{') && trimmed.endsWith('}}')) {
      if (openCallout !== null)
        throw new ContentError('a demo cannot sit inside a callout', mdFile, line);
      flush();
      segments.push(parseDirective(trimmed, mdFile, line));
      return;
    }
    const callout = /^:::\s*(\w+)?\s*$/.exec(trimmed);
    if (callout) {
      if (callout[1]) {
        if (!CALLOUT_TYPES.has(callout[1])) {
          throw new ContentError(
            `unknown callout type "${callout[1]}" (use info, warning, success or error)`,
            mdFile,
            line,
          );
        }
        if (openCallout !== null) throw new ContentError('callouts cannot be nested', mdFile, line);
        openCallout = line;
        buffer.push(
          // A note, not a landmark: an <aside> inside <main> is a complementary landmark that
          // is not top-level, which axe's best practices flag.
          `<div class="callout callout-${callout[1]}" role="note" data-callout="${callout[1]}">`,
          '',
        );
      } else {
        if (openCallout === null) throw new ContentError('":::" closes no callout', mdFile, line);
        openCallout = null;
        buffer.push('', '</div>');
      }
      return;
    }
    if (/^#\s/.test(trimmed)) {
      throw new ContentError(
        'do not write an h1: the page title comes from the front matter',
        mdFile,
        line,
      );
    }
    buffer.push(lineText);
  });
  if (fence) throw new ContentError('unclosed code fence', mdFile);
  if (openCallout !== null) throw new ContentError('unclosed callout', mdFile, openCallout);
  flush();
  return segments;
}
