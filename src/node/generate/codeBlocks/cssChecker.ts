/**
 * Checks a `css` code block: it must parse as CSS (postcss), and a block labelled plain CSS must
 * not use CSS Modules syntax (`:global(…)`, `:local(…)`, `composes:`, `@value`), which a browser
 * ignores or drops. A CSS Module's source is labelled ```` ```css module ````.
 */
import postcss, { CssSyntaxError } from 'postcss';
import type { CodeDiagnostic } from './typeScriptChecker';

const MODULE_SELECTOR = /:(global|local)\b/;

export function checkCss(code: string, { cssModule = false } = {}): CodeDiagnostic[] {
  let root: postcss.Root;
  try {
    root = postcss.parse(code);
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    return [{ line: error.line ?? 1, column: error.column ?? 1, message: error.reason, code: 0 }];
  }
  if (cssModule) return [];
  const found: CodeDiagnostic[] = [];
  const report = (node: postcss.Node, what: string) =>
    found.push({
      line: node.source?.start?.line ?? 1,
      column: node.source?.start?.column ?? 1,
      message: `${what} is CSS Modules syntax, not plain CSS (label a CSS Module's code \`css module\`)`,
      code: 0,
    });
  root.walk((node) => {
    if (node.type === 'rule') {
      const match = MODULE_SELECTOR.exec(node.selector);
      if (match) report(node, `:${match[1]}(…)`);
    } else if (node.type === 'decl' && node.prop.toLowerCase() === 'composes') {
      report(node, '`composes`');
    } else if (node.type === 'atrule' && node.name.toLowerCase() === 'value') {
      report(node, '`@value`');
    }
  });
  return found;
}
