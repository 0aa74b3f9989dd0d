/** The W3C HTML checker (vnu-jar, needs Java 11+ on the PATH) over built pages. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { builtFile, OUT_DIR } from './builtSite';
import { ROOT } from './server';

export interface HtmlCheckerMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Runs vnu on the built files of these routes; returns its errors (errors-only mode). */
export function htmlCheckerErrors(routes: readonly string[]): HtmlCheckerMessage[] {
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    throw new Error(
      'The HTML checker needs Java 11 or later on the PATH (apt-get install default-jre-headless).',
    );
  }
  const jar = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
  const result = spawnSync(
    'java',
    ['-jar', jar, '--format', 'json', '--errors-only', ...routes.map((route) => builtFile(route))],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const report = JSON.parse(result.stderr || result.stdout) as { messages: HtmlCheckerMessage[] };
  return report.messages.filter(
    (message) => message.type === 'error' || message.type === 'non-document-error',
  );
}

/** One line per message: file relative to out/, line, message, the start of the markup. */
export function describeHtmlError(message: HtmlCheckerMessage): string {
  return `${path.relative(OUT_DIR, message.url.replace(/^file:/, ''))}:${message.lastLine ?? '?'} ${message.message} — ${(message.extract ?? '').slice(0, 100)}`;
}
