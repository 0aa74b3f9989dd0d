/**
 * The build's check of the defaults a page's prose states: for each statement of a prop's default
 * (defaultStatements.ts) about a prop of a component the page documents (front matter
 * `components`, with the components they inherit from), the stated value must be the `@default`
 * extracted from the package (src/node/generate/api). A mismatch fails `npm run generate`, naming the
 * file and line. A prop whose default is an expression (`!props.freeSolo`, a function, JSX) or
 * that has no `@default` is not compared.
 */
import { ContentError } from '../../contentError';
import type { ApiProductDocs } from '../api/apiDocs';
import type { ApiEntry } from '../api/types';
import { findDefaultStatements } from './defaultStatements';

export interface PageWithComponents {
  /** The Markdown file, relative to the project (named in errors). */
  file: string;
  /** The page's Markdown, front matter removed. */
  markdown: string;
  /** Lines before `markdown` in the file. */
  markdownLine: number;
  /** The product whose API the page's components belong to. */
  frameProductId: string;
  components: readonly string[];
}

export interface DefaultMismatch {
  file: string;
  line: number;
  message: string;
}

export interface ProseDefaultsReport {
  /** Statements found about a documented component's prop. */
  found: number;
  /** Of those, the ones compared with a default extracted from the package. */
  checked: number;
  mismatches: DefaultMismatch[];
}

/** A value as code reads it: quotes unified and dropped around a lone string, spaces dropped. */
export function normaliseValue(value: string): string {
  const compact = value
    .trim()
    .replace(/"/g, "'")
    .replace(/\s+/g, '')
    .replace(/,([}\]])/g, '$1');
  const quoted = /^'([^']*)'$/.exec(compact);
  return quoted ? quoted[1]! : compact;
}

/** A default that is a literal or a plain name, so prose can state it; not an expression. */
export function isComparableDefault(value: string): boolean {
  return !/[?!<>()&|]|=>|\bprops\b|\btheme\b|\bfunction\b/.test(value);
}

/** The page's components, found in its product's API data, each followed by what it inherits. */
function documentedEntries(docs: readonly ApiProductDocs[], page: PageWithComponents): ApiEntry[] {
  const product = docs.find((candidate) => candidate.productId === page.frameProductId);
  if (!product) return [];
  const byName = new Map(
    product.packages.flatMap((pkg) => pkg.entries.map((entry) => [entry.name, entry] as const)),
  );
  const entries: ApiEntry[] = [];
  for (const name of page.components) {
    for (let entry = byName.get(name); entry && !entries.includes(entry);) {
      entries.push(entry);
      entry = entry.inherits ? byName.get(entry.inherits) : undefined;
    }
  }
  return entries;
}

export function checkProseDefaults(
  pages: readonly PageWithComponents[],
  docs: readonly ApiProductDocs[],
): ProseDefaultsReport {
  const report: ProseDefaultsReport = { found: 0, checked: 0, mismatches: [] };
  for (const page of pages) {
    const entries = documentedEntries(docs, page);
    if (!entries.length) continue;
    const propsNamed = (name: string) =>
      entries.flatMap((entry) =>
        entry.props.filter((prop) => prop.name === name).map((prop) => ({ entry, prop })),
      );
    for (const statement of findDefaultStatements(
      page.markdown,
      (name) => propsNamed(name).length > 0,
    )) {
      report.found++;
      const known = propsNamed(statement.prop).filter(
        ({ prop }) => prop.default !== null && isComparableDefault(prop.default),
      );
      if (!known.length) continue;
      report.checked++;
      const stated = normaliseValue(statement.value);
      if (known.some(({ prop }) => normaliseValue(prop.default!) === stated)) continue;
      const truth = known
        .map(
          ({ entry, prop }) =>
            `${entry.name}'s is \`${prop.default!.replace(/\s+/g, ' ')}\` (${entry.packageName})`,
        )
        .join(', ');
      report.mismatches.push({
        file: page.file,
        line: page.markdownLine + statement.line,
        message: `the default of \`${statement.prop}\` is stated as \`${statement.value}\`, but ${truth}`,
      });
    }
  }
  return report;
}

/** Throws a ContentError listing every mismatch, each as `file:line: message`. */
export function assertProseDefaultsMatch(report: ProseDefaultsReport): void {
  if (!report.mismatches.length) return;
  const lines = report.mismatches.map(({ file, line, message }) => `${file}:${line}: ${message}`);
  throw new ContentError(
    `${report.mismatches.length} stated default(s) differ from the package's:\n${lines.join('\n')}`,
  );
}

/** The check as a step of `npm run generate`: prints the counts and fails on a mismatch. */
export function checkProseDefaultsStep(
  pages: readonly PageWithComponents[],
  docs: readonly ApiProductDocs[],
): ProseDefaultsReport {
  const report = checkProseDefaults(pages, docs);
  console.log(
    `generate: ${report.found} stated prop defaults, ${report.checked} of them checked against ` +
      `the packages, ${report.mismatches.length} mismatches`,
  );
  assertProseDefaultsMatch(report);
  return report;
}
