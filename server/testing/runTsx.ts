import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const PROJECT_DIR = path.resolve(__dirname, '..', '..');

/** tsx's loader by absolute URL, so scripts also run with a cwd outside the project. */
const TSX_LOADER = pathToFileURL(path.join(PROJECT_DIR, 'node_modules/tsx/dist/loader.mjs')).href;

type Env = Readonly<Record<string, string | undefined>>;

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts a TypeScript entry point the way its npm script does, but in a single process
 * (`node --import tsx`, not the `tsx` wrapper), so a signal sent to it reaches the server itself.
 */
export function spawnTsx(
  script: string,
  args: readonly string[],
  env: Env,
  cwd: string = PROJECT_DIR,
): ChildProcessWithoutNullStreams {
  return spawn(
    process.execPath,
    ['--import', TSX_LOADER, path.resolve(PROJECT_DIR, script), ...args],
    {
      cwd,
      env: { ...process.env, ...env },
    },
  );
}

export function runTsx(
  script: string,
  args: readonly string[],
  env: Env,
  cwd?: string,
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawnTsx(script, args, env, cwd);
    child.stdin.end();
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** `http://127.0.0.1:<port>` without a trailing slash. */
  origin: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Spawns a server script and resolves once it prints its URL; rejects if it exits first. */
export function startServerProcess(
  script: string,
  env: Env,
  { cwd, timeoutMs = 20_000 }: { cwd?: string; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const child = spawnTsx(script, [], { HOST: '127.0.0.1', PORT: '0', ...env }, cwd);
  child.stdin.end();
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, origin: `http://127.0.0.1:${match[1]}`, output: () => output, exited });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`));
    });
  });
}
