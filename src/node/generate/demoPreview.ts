/**
 * Short previews: a demo `Foo.tsx` may have a sibling `Foo.tsx.preview` holding a few lines of JSX
 * (the interesting part of the demo). The collapsed demo shows it instead of no code; "show code"
 * loads the full source as before. The preview is part of the page data (and so of the pre-rendered
 * HTML and the page's JSON), which is why it must stay short.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { DemoPreview } from '@/model/bodyBlocks';
import { ContentError } from '../contentError';
import { highlightToHtml } from './highlight';
import { ROOT_DIR } from '../paths';

/** At most this many lines: more belongs in the full source. */
export const DEMO_PREVIEW_MAX_LINES = 16;

export function demoPreviewFile(demoFile: string): string {
  return `${demoFile}.preview`;
}

/** The first JSX syntax error of the preview, as a 1-based line of the preview file and a message. */
function syntaxError(code: string): { line: number; message: string } | null {
  // The lines of the preview are lines 1…n of the wrapped source, whose line 0 is the opening.
  const wrapped = `const preview = (<>\n${code}\n</>);\n`;
  const output = ts.transpileModule(wrapped, {
    fileName: 'preview.tsx',
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022 },
  });
  const error = (output.diagnostics ?? []).find((d) => d.category === ts.DiagnosticCategory.Error);
  if (!error) return null;
  const lines = code.split('\n').length;
  const line =
    error.file && error.start !== undefined
      ? error.file.getLineAndCharacterOfPosition(error.start).line
      : 1;
  return {
    line: Math.min(Math.max(line, 1), lines),
    message: ts.flattenDiagnosticMessageText(error.messageText, ' '),
  };
}

/**
 * Reads and validates a demo's `.tsx.preview`; null when the demo has none. Fails the build, naming
 * the preview file (relative to `rootDir`) and line, when it is empty, longer than 16 lines or not
 * JSX.
 */
export function readDemoPreview(demoFile: string, rootDir = ROOT_DIR): string | null {
  const file = demoPreviewFile(demoFile);
  if (!fs.existsSync(file)) return null;
  const name = path.relative(rootDir, file);
  const text = fs.readFileSync(file, 'utf8').replace(/\r\n?/g, '\n');
  // Blank lines around the JSX are dropped; `skipped` keeps error lines true to the file.
  const leading = /^([ \t]*\n)*/.exec(text)![0];
  const skipped = leading.split('\n').length - 1;
  const code = text.slice(leading.length).trimEnd();
  if (!code) throw new ContentError('the demo preview is empty (delete it or add JSX)', name, 1);
  const lines = code.split('\n').length;
  if (lines > DEMO_PREVIEW_MAX_LINES) {
    throw new ContentError(
      `the demo preview has ${lines} lines; keep it to ${DEMO_PREVIEW_MAX_LINES} (it is part of the page data), or delete it to show no code until "show code"`,
      name,
      skipped + DEMO_PREVIEW_MAX_LINES + 1,
    );
  }
  const error = syntaxError(code);
  if (error) {
    throw new ContentError(
      `the demo preview is not valid JSX: ${error.message}`,
      name,
      skipped + error.line,
    );
  }
  return code;
}

/** The preview with its build-time highlighting, for the page data; null when the demo has none. */
export async function demoPreview(
  demoFile: string,
  rootDir = ROOT_DIR,
): Promise<DemoPreview | null> {
  const code = readDemoPreview(demoFile, rootDir);
  return code === null ? null : { code, html: await highlightToHtml(code, 'tsx') };
}
