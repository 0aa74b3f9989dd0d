/**
 * The live editor on the built site: edited code is compiled by sucrase and runs in a sandboxed
 * frame with an opaque origin (/live-frame/), the only document whose CSP allows eval.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, it, type ExpectStatic } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { violations } from './axe';
import {
  baseUrl,
  hydrateAllIslands,
  browserForTests,
  newContext,
  waitForHydration,
  watchConsole,
} from './browser';
import { builtFile, hydrateIslandOf, ROOT } from '../support';

const BUTTON_PAGE = '/material-ui/react-button/';
const FIRST_DEMO = '[data-demo="material-ui/components/button/BasicButtons"]';

/** JavaScript the old interpreter could not run: a class component and an async click handler. */
const ASYNC_AND_CLASS = `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

class Greeting extends React.Component {
  render() {
    return <p data-testid="greeting">Hello from a class, {this.props.name}</p>;
  }
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export default function AsyncDemo() {
  const [label, setLabel] = React.useState('Load');
  const onClick = async () => {
    setLabel('Loading');
    await wait(50);
    setLabel(await Promise.resolve('Loaded'));
  };
  return (
    <Stack spacing={2}>
      <Greeting name="Ada" />
      <Button variant="contained" onClick={onClick}>
        {label}
      </Button>
    </Stack>
  );
}
`;

/** Fails on line 4 (an arrow function without a body). */
const SYNTAX_ERROR = `import Button from '@mui/material/Button';

export default function Broken() {
  return <Button onClick={() => }>Broken</Button>;
}
`;

/** Throws from a click handler (line 6) and from a promise rejected later (line 11). */
const THROWING_HANDLERS = `import Button from '@mui/material/Button';

export default function Throwing() {
  return (
    <>
      <Button onClick={() => { throw new Error('Boom in a click'); }}>Throw</Button>
      <Button
        onClick={async () => {
          await null;
          // A rejected promise nobody handles.
          throw new Error('Rejected later');
        }}
      >
        Reject
      </Button>
    </>
  );
}
`;

const browser = browserForTests();

interface Opened {
  page: Page;
  demo: Locator;
  editor: Locator;
  frame: FrameLocator;
  problems: string[];
  close: () => Promise<void>;
}

/** Opens the button page (with stored preferences) and the first demo's live editor. */
async function openEditor(
  expect: ExpectStatic,
  storage: Record<string, string> = {},
): Promise<Opened> {
  const context = await newContext(browser, { storage });
  const page = await context.newPage();
  const problems = watchConsole(page);
  await page.goto(BUTTON_PAGE);
  await hydrateAllIslands(page);
  const demo = page.locator(FIRST_DEMO);
  await demo.locator('[data-toolbar-item="edit"]').click();
  const editor = demo.getByTestId('live-editor');
  await editor.waitFor();
  const frame = demo.frameLocator('[data-testid="live-frame"]');
  await frame.getByRole('button', { name: 'Contained' }).waitFor();
  await expect
    .poll(() => demo.getByTestId('live-preview').getAttribute('data-live-version'))
    .not.toBe('0');
  return { page, demo, editor, frame, problems, close: () => context.close() };
}

function gzipSize(url: string): number {
  const file = builtFile(new URL(url).pathname);
  return zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

// Two tests at a time, each in its own context with its own `expect` (maxConcurrency in
// vitest.e2e.config.ts).
describe('live editing in a sandboxed frame', () => {
  it.concurrent('has no parser or interpreter left', ({ expect }) => {
    const dir = path.join(ROOT, 'src/demo/liveEdit');
    for (const file of ['parser.ts', 'interpreter.ts', 'ast.ts', 'interpreter.test.ts']) {
      expect(fs.existsSync(path.join(dir, file))).toBe(false);
    }
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => /parser|interpreter|\bast\./i.test(file))).toEqual([]);
    expect(files).toContain('compile.ts');
  });

  it.concurrent(
    'runs a class component and an async click handler, compiled for real',
    async ({ expect }) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const problems = watchConsole(page);
      await page.goto(BUTTON_PAGE);
      await hydrateAllIslands(page);
      const demo = page.locator(FIRST_DEMO);

      // What opening the editor costs: every script fetched until the first version renders.
      const scripts: { url: string; inFrame: boolean }[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script')
          scripts.push({ url: request.url(), inFrame: request.frame() !== page.mainFrame() });
      });
      const opened = Date.now();
      await demo.locator('[data-toolbar-item="edit"]').click();
      const frame = demo.frameLocator('[data-testid="live-frame"]');
      await frame.getByRole('button', { name: 'Contained' }).waitFor();
      const openMs = Date.now() - opened;
      // For the sizes printed below: the frame's scripts are all requested once it has rendered, so
      // a page whose network never settles (prefetches on a loaded machine) need not fail the test.
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      const pageKb = scripts.filter((s) => !s.inFrame).reduce((n, s) => n + gzipSize(s.url), 0);
      const frameKb = scripts.filter((s) => s.inFrame).reduce((n, s) => n + gzipSize(s.url), 0);
      console.log(
        `live editor: opened in ${openMs} ms; JS fetched (gzip): page ${(pageKb / 1024).toFixed(1)} kB in ${scripts.filter((s) => !s.inFrame).length} files, frame ${(frameKb / 1024).toFixed(1)} kB in ${scripts.filter((s) => s.inFrame).length} files`,
      );
      // The compiler is the frame's business: nothing of it reaches the page.
      expect(scripts.some((s) => s.inFrame)).toBe(true);
      // The demo's modules come partly from the shell's chunk, which the frame evaluates but must not
      // start there (no app bar, service worker or analytics inside the sandbox).
      expect(scripts.some((s) => s.inFrame && s.url.includes('/_astro/BaseLayout.astro'))).toBe(
        true,
      );
      const frameDocument = await demo.getByTestId('live-frame').elementHandle();
      const frameRoot = await (await frameDocument!.contentFrame())!.evaluate(() => ({
        shell: document.documentElement.dataset.shell ?? null,
      }));
      expect(frameRoot).toEqual({ shell: null });

      const editor = demo.getByTestId('live-editor');
      const edited = Date.now();
      await editor.fill(ASYNC_AND_CLASS);
      await frame.getByRole('button', { name: 'Load' }).waitFor();
      console.log(
        `live editor: edit → render ${Date.now() - edited} ms (300 ms of it is the typing pause)`,
      );
      expect(await frame.getByTestId('greeting').textContent()).toBe('Hello from a class, Ada');
      expect(await frame.getByRole('button', { name: 'Contained' }).count()).toBe(0);

      await frame.getByRole('button', { name: 'Load' }).click();
      await frame.getByRole('button', { name: 'Loaded' }).waitFor();
      expect(await demo.getByTestId('live-error').count()).toBe(0);

      // The frame sizes itself to its content.
      const frameBox = await demo.getByTestId('live-frame').boundingBox();
      const content = await frame
        .locator('#root')
        .evaluate((root) => root.getBoundingClientRect().height);
      expect(frameBox!.height).toBeGreaterThan(60);
      expect(Math.abs(frameBox!.height - content)).toBeLessThanOrEqual(1);

      // The frame has an opaque origin: no storage, no reach into the page.
      const reach = await frame.locator('body').evaluate(() => {
        const tries: Record<string, string> = { origin: window.origin };
        try {
          tries.storage = String(window.localStorage.length);
        } catch (error) {
          tries.storage = (error as Error).name;
        }
        try {
          tries.parent = window.parent.document.title;
        } catch (error) {
          tries.parent = (error as Error).name;
        }
        return tries;
      });
      expect(reach).toEqual({ origin: 'null', storage: 'SecurityError', parent: 'SecurityError' });

      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
      await context.close();
    },
  );

  it.concurrent(
    'shows a syntax error with its line, keeps the last version, then recovers',
    async ({ expect }) => {
      const { demo, editor, frame, problems, close } = await openEditor(expect);
      await editor.fill(SYNTAX_ERROR);
      const alert = demo.getByRole('alert');
      await expect.poll(() => alert.textContent()).toMatch(/Line 4: SyntaxError: Unexpected token/);
      // The last working version stays on screen.
      expect(await frame.getByRole('button', { name: 'Contained' }).count()).toBe(1);

      await editor.fill(SYNTAX_ERROR.replace('() => }', '() => {}}'));
      await frame.getByRole('button', { name: 'Broken' }).waitFor();
      await expect.poll(() => demo.getByTestId('live-error').count()).toBe(0);
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
      await close();
    },
  );

  it.concurrent(
    'shows runtime errors: in render, in a click handler and in a rejected promise',
    async ({ expect }) => {
      const { demo, editor, frame, close } = await openEditor(expect);
      const alert = demo.getByRole('alert');

      await editor.fill(
        'export default function Broken() {\n  const a = 1;\n  return missing.value;\n}',
      );
      await expect
        .poll(() => alert.textContent())
        .toMatch(/Line 3: ReferenceError: missing is not defined/);

      await editor.fill(THROWING_HANDLERS);
      await frame.getByRole('button', { name: 'Throw' }).waitFor();
      await expect.poll(() => demo.getByTestId('live-error').count()).toBe(0);
      await frame.getByRole('button', { name: 'Throw' }).click();
      await expect.poll(() => alert.textContent()).toMatch(/Line 6: Error: Boom in a click/);
      await frame.getByRole('button', { name: 'Reject' }).click();
      await expect.poll(() => alert.textContent()).toMatch(/Line 11: Error: Rejected later/);
      await close();
    },
  );

  it.concurrent(
    'grows to show what the demo portals below itself (a tooltip)',
    async ({ expect }) => {
      const { demo, editor, frame, close } = await openEditor(expect);
      await editor.fill(
        [
          "import Button from '@mui/material/Button';",
          "import Tooltip from '@mui/material/Tooltip';",
          '',
          'export default function Tipped() {',
          '  return (',
          '    <Tooltip open title="A tip shown below" placement="bottom">',
          '      <Button>Anchor</Button>',
          '    </Tooltip>',
          '  );',
          '}',
        ].join('\n'),
      );
      const tip = frame.getByRole('tooltip');
      await tip.waitFor();
      await expect
        .poll(async () => {
          const tipBox = await tip.evaluate((node) => node.getBoundingClientRect().toJSON());
          const frameHeight = (await demo.getByTestId('live-frame').boundingBox())!.height;
          return tipBox.top >= 0 && tipBox.bottom <= frameHeight;
        })
        .toBe(true);
      await close();
    },
  );

  it.concurrent('follows the page into dark mode, live, and opens in RTL', async ({ expect }) => {
    const { page, frame, close } = await openEditor(expect, { 'mui-mode': 'light' });
    const pageColors = () =>
      page.evaluate(() => ({
        scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
        text: getComputedStyle(document.body).color,
      }));
    const frameColors = () =>
      frame.locator('body').evaluate((body) => ({
        scheme: document.documentElement.getAttribute('data-mui-color-scheme'),
        text: getComputedStyle(body).color,
      }));
    const buttonColor = () =>
      frame
        .getByRole('button', { name: 'Contained' })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
    const light = await pageColors();
    expect(light.scheme).toBe('light');
    expect(await frameColors()).toEqual(light);
    const lightButton = await buttonColor();

    await page.locator('.mode-toggle').first().click();
    // The switch answers first; the page changes colour a frame later.
    await expect.poll(async () => (await pageColors()).scheme).toBe('dark');
    const dark = await pageColors();
    expect(dark.text).not.toBe(light.text);
    await expect.poll(frameColors).toEqual(dark);
    expect(await buttonColor()).not.toBe(lightButton);
    await close();

    const rtl = await openEditor(expect, {
      'mui-theme-options': JSON.stringify({ direction: 'rtl' }),
    });
    const direction = await rtl.frame
      .getByRole('button', { name: 'Contained' })
      .evaluate((button) => ({
        dir: document.documentElement.dir,
        direction: getComputedStyle(button).direction,
      }));
    expect(direction).toEqual({ dir: 'rtl', direction: 'rtl' });
    await rtl.close();
  });

  it.concurrent('is accessible with the editor open, in light and dark', async ({ expect }) => {
    for (const mode of ['light', 'dark']) {
      const { page, close } = await openEditor(expect, { 'mui-mode': mode });
      // Away from the toolbar, so no tooltip is fading in or out while axe looks.
      await page.mouse.move(0, 0);
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
      expect(await violations(page)).toEqual([]);
      await close();
    }
  });

  it.concurrent(
    "wraps a demo in its product's providers: the frame is told the product id, not the folder",
    async ({ expect }) => {
      const context = await newContext(browser);
      // Every frame records the product of each render order it receives (the sandboxed frame too).
      await context.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { renderedProducts: seen });
        window.addEventListener('message', (event: MessageEvent) => {
          const data = event.data as { type?: string; product?: string } | null;
          if (data?.type === 'render' && typeof data.product === 'string') seen.push(data.product);
        });
      });
      const page = await context.newPage();
      const problems = watchConsole(page);
      // The grid's content folder is data-grid/; its product id is x-data-grid.
      const gridDemo = '[data-demo="data-grid/OverviewDensity"]';
      await page.goto('/x/react-data-grid/');
      await waitForHydration(page);
      await hydrateIslandOf(page, gridDemo);
      const demo = page.locator(gridDemo);
      await demo.locator('[data-toolbar-item="edit"]').click();
      await demo.getByTestId('live-editor').waitFor();
      // The frame received the first render order.
      const frame = demo.frameLocator('[data-testid="live-frame"]');
      await expect
        .poll(() =>
          frame
            .locator('body')
            .evaluate(
              () => (window as unknown as { renderedProducts: string[] }).renderedProducts.length,
            ),
        )
        .toBeGreaterThan(0);
      const products = await frame
        .locator('body')
        .evaluate(() => (window as unknown as { renderedProducts: string[] }).renderedProducts);
      expect(products.length).toBeGreaterThan(0);
      expect(new Set(products)).toEqual(new Set(['x-data-grid']));
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
      await context.close();
    },
  );

  it.concurrent(
    'keeps eval out of the docs pages: only the frame document allows it',
    async ({ expect }) => {
      const pageResponse = await fetch(new URL(BUTTON_PAGE, baseUrl()));
      const pageCsp = pageResponse.headers.get('content-security-policy') ?? '';
      expect(pageCsp).toMatch(/script-src 'self'/);
      expect(pageCsp).not.toContain('unsafe-eval');

      const frameResponse = await fetch(new URL('/live-frame/', baseUrl()));
      const frameCsp = frameResponse.headers.get('content-security-policy') ?? '';
      expect(frameCsp).toMatch(/script-src 'self' 'unsafe-eval'/);
      expect(frameCsp).toMatch(/sandbox allow-scripts(;|$)/);
      expect(frameCsp).not.toContain('allow-same-origin');

      // The frame's module scripts are cross-origin to it, so they come with CORS.
      const html = await frameResponse.text();
      const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
      expect(script).toMatch(/^\/_astro\//);
      const scriptResponse = await fetch(new URL(script!, baseUrl()), {
        headers: { origin: 'null' },
      });
      expect(scriptResponse.headers.get('access-control-allow-origin')).toBe('*');
    },
  );
});
