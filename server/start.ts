import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  checkBuildFreshness,
  readBuildStamp,
  snapshotSources,
  writeBuildStamp,
} from './buildStamp';
import { DEFAULT_STATIC_ROOT, readServerConfig } from './config';
import { startServer } from './main';

function runBuild(): Promise<number> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', 'build'], {
      stdio: 'inherit',
      shell: process.platform === 'win32',
    });
    child.once('error', (error) => {
      console.error(`Could not run the build: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** `npm start`: build when the export is missing or older than the sources, then serve it. */
async function main(): Promise<void> {
  const config = readServerConfig(process.env);
  const projectDir = process.cwd();
  const outDir = path.resolve(config.staticRoot);

  // Only the default root is what `npm run build` produces; a custom STATIC_ROOT is served as is.
  if (outDir === path.resolve(projectDir, DEFAULT_STATIC_ROOT)) {
    const freshness = await checkBuildFreshness(outDir, projectDir);
    if (freshness.stale) {
      console.log(`Building the site first (${freshness.reason}).`);
      const sourcesAtStart = await snapshotSources(projectDir);
      const code = await runBuild();
      if (code !== 0) {
        console.error(`npm run build failed (exit code ${code}); not starting the server.`);
        process.exit(code);
      }
      // The build's postbuild step normally stamps; this covers a build that did not.
      if (!(await readBuildStamp(outDir))) {
        await writeBuildStamp(outDir, { projectDir, snapshot: sourcesAtStart });
      }
    }
  }
  await startServer(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
