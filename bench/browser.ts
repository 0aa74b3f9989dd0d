/**
 * Chromium for the benchmark: Debian's /usr/bin/chromium, launched as by the browser tests
 * (tests/support), plus what only the benchmark needs: installing it, its version, a DevTools port.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { visitorContext, type VisitorOptions } from '../tests/support/visitorContext';

/** Installs Debian's Chromium with the repository's script when it is missing. */
export function ensureChromium(root: string): void {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  console.log('bench: /usr/bin/chromium is missing; running scripts/install-chromium.sh');
  const result = spawnSync('bash', [path.join(root, 'scripts', 'install-chromium.sh')], {
    stdio: 'inherit',
  });
  if (result.status !== 0 || !fs.existsSync(CHROMIUM_PATH)) {
    throw new Error('Chromium is missing and scripts/install-chromium.sh could not install it.');
  }
}

export function chromiumVersion(): string {
  const result = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim() || 'unknown';
}

/**
 * A context for in-page timing. tsx compiles with esbuild's keepNames, so functions passed to
 * page.evaluate call a `__name` helper that only exists in Node: give the page a no-op one.
 */
export async function newBenchContext(
  browser: Browser,
  options: VisitorOptions,
): Promise<BrowserContext> {
  const context = await visitorContext(browser, options);
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  return context;
}

export interface DebuggableChromium {
  port: number;
  close: () => Promise<void>;
}

/** Chromium with a DevTools port for Lighthouse (one browser for all runs; Lighthouse opens a tab each). */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const child: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${userDataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with code ${code}:\n${output}`));
    });
  });
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
