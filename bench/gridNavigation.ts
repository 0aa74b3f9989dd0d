/**
 * Grid page → grid page navigation (the overview → pagination by default), timed as bench/navigation.ts
 * times Button → Checkbox, until the new page's h1 and first data grid have painted:
 *   npx tsx bench/gridNavigation.ts [runs] [static root]     (defaults: 10, out)
 */
import { startServer } from '../tests/support/server';
import { GRID_PAINTED, measureNavigation } from './navigation';

const runs = Number(process.argv[2] ?? 10);
const staticRoot = process.argv[3] ?? 'out';
const from = '/x/react-data-grid/';
const to = '/x/react-data-grid/pagination/';
const server = await startServer({ staticRoot, stdout: 'ignore' });
try {
  const result = await measureNavigation(server.baseUrl, from, to, runs, GRID_PAINTED);
  console.log(
    `${from} → ${to} (${staticRoot}): median ${result.median.toFixed(1)} ms, ` +
      `runs ${result.runsMs.map((ms) => ms.toFixed(0)).join(', ')}`,
  );
} finally {
  await server.stop();
}
