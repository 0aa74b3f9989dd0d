/**
 * Finds the statements of a prop's default in a page's prose, in the phrasings our pages use
 * (content/README.md, "Stated defaults"):
 *
 * - `` `max` (default `99`) ``, `` `variant` (`'filled'` | `'outlined'`, default `'filled'`) ``,
 *   `` `enterDelay` (default 100 ms) ``;
 * - `` `size` is `small`, `medium` (default) or `large` ``, `` `color` is `neutral` by default ``,
 *   `` `size` (`sm`, `md` by default, `lg`) ``, `` `maxItems` items (8 by default) ``;
 * - `` `position` defaults to `'bottom'` ``, `` `severity` … (the default is `success`) ``;
 * - `` `variant="text"` is the default ``, `` defaults to `position="fixed"` ``,
 *   `` By default (`rowGroupingColumnMode="single"`) ``;
 * - `` the default `viewBox` is `0 0 24 24` ``.
 *
 * It is deliberately conservative: a value must be a code span (or a bare number right after
 * "default"), and the prop is the nearest code span before it, in the same clause (sentences,
 * `;` and table cells split clauses), that `isProp` accepts. Fenced code is skipped.
 */

export interface DefaultStatement {
  prop: string;
  /** The value as written (code span content, or a bare number). */
  value: string;
  /** 1-based line, in the Markdown given, of the value. */
  line: number;
}

interface Span {
  text: string;
  start: number;
  end: number;
}

interface Block {
  text: string;
  /** Offset in `text` at which each line starts, with its line number. */
  lines: { offset: number; line: number }[];
}

const BLOCK_START = /^\s*(?:[-*+]\s|\d+[.)]\s|#|\||:::|>)/;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** Paragraphs, list items and table rows, fenced code left out. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  let fence: string | null = null;
  markdown.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const fenceMatch = FENCE.exec(raw);
    if (fence) {
      if (fenceMatch && fenceMatch[1]!.startsWith(fence)) fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1]!;
      current = null;
      return;
    }
    if (!raw.trim()) {
      current = null;
      return;
    }
    if (!current || BLOCK_START.test(raw) || current.text.startsWith('|')) {
      current = { text: '', lines: [] };
      blocks.push(current);
    } else current.text += ' ';
    current.lines.push({ offset: current.text.length, line });
    current.text += raw.trim();
    if (/^\s*#/.test(raw)) current = null; // a heading is a block of its own
  });
  return blocks;
}

function lineAt(block: Block, offset: number): number {
  let line = block.lines[0]!.line;
  for (const entry of block.lines) if (entry.offset <= offset) line = entry.line;
  return line;
}

/** Code spans of a block (single-backtick only: our prose does not use longer ones). */
function codeSpans(text: string): Span[] {
  const spans: Span[] = [];
  const re = /`([^`]+)`/g;
  for (let match = re.exec(text); match; match = re.exec(text)) {
    spans.push({ text: match[1]!, start: match.index, end: match.index + match[0].length });
  }
  return spans;
}

/**
 * Clause boundaries outside code spans: `. `, `; `, `? `, `! ` and, in a table row, the cell
 * bars (elsewhere a bar is a union: `'a'` | `'b'`).
 */
function clauseBreaks(text: string, spans: Span[]): number[] {
  const breaks: number[] = [];
  const table = text.startsWith('|');
  const inSpan = (i: number) => spans.some((span) => i >= span.start && i < span.end);
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inSpan(i)) continue;
    const sentenceEnd = /[.?!]/.test(c) && (i + 1 === text.length || /\s/.test(text[i + 1]!));
    if ((table && c === '|') || c === ';' || sentenceEnd) breaks.push(i);
  }
  return breaks;
}

/** The parenthesised groups of `text` outside code spans, as [open, close] offsets. */
function parenGroups(text: string, spans: Span[]): [number, number][] {
  const groups: [number, number][] = [];
  const open: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const span = spans.find((candidate) => i >= candidate.start && i < candidate.end);
    if (span) {
      i = span.end - 1;
      continue;
    }
    if (text[i] === '(') open.push(i);
    else if (text[i] === ')' && open.length) groups.push([open.pop()!, i]);
  }
  for (const start of open) groups.push([start, text.length]);
  return groups;
}

const ASSIGNMENT = /^([A-Za-z]\w*)=(?:"([^"]*)"|'([^']*)'|\{(.+)\})$/;
const IDENTIFIER = /^[A-Za-z]\w*$/;
const NUMBER = String.raw`-?\d+(?:\.\d+)?`;

/** Words (outside code) between two offsets. */
const wordsBetween = (text: string, from: number, to: number) =>
  text
    .slice(from, to)
    .replace(/`[^`]*`/g, ' x ')
    .split(/\s+/)
    .filter(Boolean).length;

export function findDefaultStatements(
  markdown: string,
  isProp: (name: string) => boolean,
): DefaultStatement[] {
  const statements: DefaultStatement[] = [];
  for (const block of blocksOf(markdown)) {
    const { text } = block;
    const spans = codeSpans(text);
    const breaks = clauseBreaks(text, spans);
    const clauseStart = (offset: number) => Math.max(-1, ...breaks.filter((b) => b < offset)) + 1;
    const isPropSpan = (span: Span) => IDENTIFIER.test(span.text) && isProp(span.text);
    /** The prop a code span names: `size` or `size="small"`. */
    const propOf = (span: Span): string | null => {
      const name = IDENTIFIER.test(span.text) ? span.text : ASSIGNMENT.exec(span.text)?.[1];
      return name && isProp(name) ? name : null;
    };
    const groups = parenGroups(text, spans);
    /**
     * The nearest code span naming a prop before `offset` in its clause, leaving out those in a
     * parenthesis closed before it. When the value is in a parenthesis that follows a code span
     * naming something else (`` a `maxHeight` (`44vh` by default) ``), there is none.
     */
    const propBefore = (offset: number): { prop: string; end: number } | null => {
      const start = clauseStart(offset);
      const closed = groups.filter(([, close]) => close < offset);
      const enclosing = groups
        .filter(([open, close]) => open >= start && open < offset && close >= offset)
        .sort((a, b) => b[0] - a[0])[0];
      if (enclosing) {
        const subject = spans.find((s) => /^\s*$/.test(text.slice(s.end, enclosing[0])));
        if (subject && !propOf(subject) && /[A-Z.]/.test(subject.text)) return null;
      }
      const candidates = spans.filter(
        (s) =>
          s.end <= offset &&
          s.start >= start &&
          propOf(s) &&
          !closed.some(([open, close]) => s.start > open && s.end <= close),
      );
      const last = candidates.at(-1);
      return last ? { prop: propOf(last)!, end: last.end } : null;
    };
    /**
     * "`placement` accepts `top`, `bottom`…; the default is `bottom`": a clause that opens with
     * "the default is" speaks of the previous clause's prop, when that clause names only one.
     */
    const subjectOfPreviousClause = (offset: number): { prop: string; end: number } | null => {
      const start = clauseStart(offset);
      if (start === 0 || !/^\W*the default is\s*$/i.test(text.slice(start, offset))) return null;
      const previousStart = clauseStart(start - 1);
      const named = new Set(
        spans
          .filter((s) => s.start >= previousStart && s.end <= start)
          .map(propOf)
          .filter((name): name is string => name !== null),
      );
      return named.size === 1 ? { prop: [...named][0]!, end: start } : null;
    };
    const add = (prop: string, value: string, offset: number) => {
      if (
        !statements.some(
          (s) => s.prop === prop && s.line === lineAt(block, offset) && s.value === value,
        )
      )
        statements.push({ prop, value, line: lineAt(block, offset) });
    };

    spans.forEach((span, index) => {
      const before = text.slice(0, span.start);
      const after = text.slice(span.end);
      const assignment = ASSIGNMENT.exec(span.text);
      if (assignment) {
        // `variant="text"` is the default · defaults to `position="fixed"` · By default (`x="y"`)
        const [, prop, double, single, braces] = assignment;
        const marked =
          /^\s*(?:\(default\)|is the default\b|by default\b)/i.test(after) ||
          /(?:\bdefaults? to|\bby default,?\s*\(?|\bdefault is)\s*$/i.test(before);
        if (marked && isProp(prop!)) add(prop!, double ?? single ?? braces!, span.start);
        return;
      }
      // the default `viewBox` is `0 0 24 24`
      const next = spans[index + 1];
      if (
        isPropSpan(span) &&
        /\bthe default\s*$/i.test(before) &&
        next &&
        /^\s+is\s*$/.test(text.slice(span.end, next.start))
      ) {
        add(span.text, next.text, next.start);
        return;
      }
      if (isPropSpan(span) && /\bthe default\s*$/i.test(before)) return;
      // `V` (default) · `V` (default, …) · `V` by default · `V` is the default
      const valueFirst = /^\s*(?:\(default\s*[),:]|by default\b|is the default\b)/i.test(after);
      // (default `V`) · , default `V` · defaults to `V` · the default is `V`
      const defaultFirst =
        /(?:(?:^|[(,]|\s)default:?|\bdefaults? to|\bdefault is)\s*$/i.test(before) &&
        !/\b(?:the|its|their|a|an)\s+default:?\s*$/i.test(before);
      if (!valueFirst && !defaultFirst) return;
      // A value that is itself a prop's name is a mention of that prop, not a value.
      if (isPropSpan(span)) return;
      const prop = propBefore(span.start) ?? subjectOfPreviousClause(span.start);
      if (prop) add(prop.prop, span.text, span.start);
    });

    // Bare numbers: `enterDelay` (default 100 ms) · `maxItems` items (8 by default)
    const bare = new RegExp(
      String.raw`\(\s*(?:default:?\s+(${NUMBER})(?:\s*(?:ms|px))?\b|(${NUMBER})\s*(?:ms|px)?\s+by default\b)`,
      'gi',
    );
    for (let match = bare.exec(text); match; match = bare.exec(text)) {
      if (spans.some((s) => match!.index >= s.start && match!.index < s.end)) continue;
      const prop = propBefore(match.index);
      if (prop && wordsBetween(text, prop.end, match.index) <= 3)
        add(prop.prop, match[1] ?? match[2]!, match.index);
    }
  }
  return statements.sort((a, b) => a.line - b.line);
}
