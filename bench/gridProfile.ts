/**
 * One page through Lighthouse (mobile, simulated throttling, as bench/lighthouse.ts) with its
 * main-thread diagnostics: the score and metrics, main-thread time by script (bootup-time), by
 * kind of work (mainthread-work-breakdown), and the long tasks. For a page's load work:
 *   npx tsx bench/gridProfile.ts [route] [static root]     (defaults: /x/react-data-grid/, out)
 */
import { startServer } from '../tests/support/server';
import { launchDebuggableChromium } from './browser';
import { lighthouseReport } from './lighthouse';

type Item = Record<string, unknown>;
interface Audit {
  numericValue?: number;
  details?: { items?: Item[] };
}

const route = process.argv[2] ?? '/x/react-data-grid/';
const staticRoot = process.argv[3] ?? 'out';
const server = await startServer({ staticRoot, stdout: 'ignore' });
const chromium = await launchDebuggableChromium();
try {
  const lhr = await lighthouseReport(server.baseUrl + route, chromium.port);
  const audits = lhr.audits as Record<string, Audit>;
  const value = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  console.log(
    `${route} (${staticRoot}): score ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}, ` +
      `FCP ${value('first-contentful-paint')} ms, LCP ${value('largest-contentful-paint')} ms, ` +
      `TBT ${value('total-blocking-time')} ms, CLS ${audits['cumulative-layout-shift']?.numericValue?.toFixed(3)}, ` +
      `SI ${value('speed-index')} ms, TTI ${value('interactive')} ms`,
  );
  const short = (url: unknown) => String(url).replace(server.baseUrl, '');
  console.log('main-thread time by script (bootup-time, ms: total / scripting / parse+compile):');
  for (const item of audits['bootup-time']?.details?.items ?? [])
    console.log(
      `  ${Math.round(Number(item.total))} / ${Math.round(Number(item.scripting))} / ` +
        `${Math.round(Number(item.scriptParseCompile))}  ${short(item.url)}`,
    );
  console.log('main-thread work by kind (ms):');
  for (const item of audits['mainthread-work-breakdown']?.details?.items ?? [])
    console.log(`  ${Math.round(Number(item.duration))}  ${String(item.groupLabel)}`);
  console.log('long tasks (start ms, duration ms, script):');
  for (const item of audits['long-tasks']?.details?.items ?? [])
    console.log(
      `  ${Math.round(Number(item.startTime))}  ${Math.round(Number(item.duration))}  ${short(item.url)}`,
    );
} finally {
  await chromium.close();
  await server.stop();
}
