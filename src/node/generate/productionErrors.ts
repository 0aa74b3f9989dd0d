/**
 * The minified errors of the documented packages, read from their compiled code. A production build
 * throws `Minified MUI error #N; visit …/production-error/?code=N&args[]=…`; the same code holds
 * both forms of every such error:
 *
 *   throw new Error(process.env.NODE_ENV !== "production" ? `MUI: … ${a} …` : formatMuiErrorMessage(N, a))
 *
 * so each code's message is the development branch, with `%s` where an argument goes, in the order
 * of the call's arguments.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { ContentError } from '../contentError';
import { ROOT_DIR } from '../paths';

export interface ProductionErrorMessage {
  /** The development message, `%s` for each argument of the production call. */
  message: string;
  /** The installed packages that throw it, as `name@version`. */
  packages: string[];
}

/**
 * One code and what it means. Codes are numbered per release line, so two installed versions can
 * give one code two messages (Joy UI's own @mui/system 5 and Material UI's 6): the URL does not say
 * which package threw, so the decoder shows each, with its packages.
 */
export interface ProductionError {
  code: number;
  messages: ProductionErrorMessage[];
}

const CALL_MARK = 'formatMuiErrorMessage(';

/** Every installed `@mui` package, the copies nested in another package's node_modules included. */
function installedMuiPackages(nodeModules: string): string[] {
  const scope = path.join(nodeModules, '@mui');
  if (!fs.existsSync(scope)) return [];
  return fs.readdirSync(scope).flatMap((name) => {
    const dir = path.join(scope, name);
    return [dir, ...installedMuiPackages(path.join(dir, 'node_modules'))];
  });
}

function javaScriptFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : javaScriptFiles(file);
    return entry.name.endsWith('.js') ? [file] : [];
  });
}

function isDevelopmentCheck(node: ts.Expression, source: ts.SourceFile): boolean {
  return /^process\.env\.NODE_ENV\s*!==\s*["']production["']$/.test(node.getText(source).trim());
}

/** The message a development-branch expression builds, `%s` for each computed part. */
function messageTemplate(node: ts.Expression): { text: string; holes: number } {
  if (ts.isParenthesizedExpression(node)) return messageTemplate(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return { text: node.text, holes: 0 };
  }
  if (ts.isTemplateExpression(node)) {
    return {
      text: node.head.text + node.templateSpans.map((span) => `%s${span.literal.text}`).join(''),
      holes: node.templateSpans.length,
    };
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = messageTemplate(node.left);
    const right = messageTemplate(node.right);
    return { text: left.text + right.text, holes: left.holes + right.holes };
  }
  return { text: '%s', holes: 1 };
}

/** The `[code, message]` pairs one compiled file throws. */
export function errorsInSource(code: string, fileName: string): Array<[number, string]> {
  if (!code.includes(CALL_MARK)) return [];
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const found: Array<[number, string]> = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isConditionalExpression(node) &&
      ts.isCallExpression(node.whenFalse) &&
      node.whenFalse.expression.getText(source).endsWith('formatMuiErrorMessage') &&
      isDevelopmentCheck(node.condition, source)
    ) {
      const [first, ...args] = node.whenFalse.arguments;
      if (!first || !ts.isNumericLiteral(first)) {
        throw new ContentError(
          'a minified error without a numeric code',
          fileName,
          source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        );
      }
      const template = messageTemplate(node.whenTrue);
      if (template.holes !== args.length) {
        throw new ContentError(
          `error #${first.text}: the message has ${template.holes} parts to fill and the ` +
            `production call passes ${args.length} arguments`,
          fileName,
          source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
        );
      }
      found.push([Number(first.text), template.text]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every minified error of the `@mui` packages installed under `nodeModules`, by code. */
export function readProductionErrors(
  nodeModules = path.join(ROOT_DIR, 'node_modules'),
): ProductionError[] {
  const byCode = new Map<number, Map<string, Set<string>>>();
  for (const dir of installedMuiPackages(nodeModules)) {
    const { name, version } = JSON.parse(
      fs.readFileSync(path.join(dir, 'package.json'), 'utf8'),
    ) as { name: string; version: string };
    for (const file of javaScriptFiles(dir)) {
      for (const [code, message] of errorsInSource(fs.readFileSync(file, 'utf8'), file)) {
        const messages = byCode.get(code) ?? new Map<string, Set<string>>();
        byCode.set(code, messages);
        const packages = messages.get(message) ?? new Set<string>();
        messages.set(message, packages.add(`${name}@${version}`));
      }
    }
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => a - b)
    .map(([code, messages]) => ({
      code,
      messages: [...messages.entries()].map(([message, packages]) => ({
        message,
        packages: [...packages].sort(),
      })),
    }));
}
