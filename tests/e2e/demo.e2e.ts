import fs from 'node:fs';
import zlib from 'node:zlib';
import ts from 'typescript';
import { describe, it, type ExpectStatic } from 'vitest';
import type { Locator } from 'playwright-core';
import {
  hydrateAllIslands,
  browserForTests,
  newContext,
  openPage,
  watchConsole,
  type ContextOptions,
} from './browser';

const BUTTON_PAGE = '/material-ui/react-button/';
const demoSelector = (name: string) => `[data-demo="material-ui/components/button/${name}"]`;

const browser = browserForTests();

const openButtonPage = (options: ContextOptions = {}) => openPage(browser, BUTTON_PAGE, options);

/** Syntax errors of JavaScript, including TypeScript-only syntax ("types can only be used in…"). */
function javaScriptErrors(code: string): string[] {
  const fileName = 'demo.jsx';
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JSX);
  const options: ts.CompilerOptions = { allowJs: true, jsx: ts.JsxEmit.Preserve, noEmit: true };
  const host = ts.createCompilerHost(options);
  host.getSourceFile = (name) => (name === fileName ? file : undefined);
  host.fileExists = (name) => name === fileName;
  host.readFile = (name) => (name === fileName ? code : undefined);
  const program = ts.createProgram({ rootNames: [fileName], options, host });
  return program
    .getSyntacticDiagnostics(file)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

function toolbarButton(demo: Locator, id: string): Locator {
  return demo.locator(`[data-toolbar-item="${id}"]`);
}

async function showCode(demo: Locator): Promise<Locator> {
  await toolbarButton(demo, 'code').click();
  const source = demo.getByTestId('demo-source');
  await source.waitFor();
  return source;
}

/** Reads a zip's central directory and returns its files (stored entries), checking each CRC. */
function unzip(bytes: Buffer, expect: ExpectStatic): Map<string, string> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const count = bytes.readUInt16LE(end + 10);
  let p = bytes.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    expect(bytes.readUInt32LE(p)).toBe(0x02014b50);
    const crc = bytes.readUInt32LE(p + 16);
    const size = bytes.readUInt32LE(p + 24);
    const nameLength = bytes.readUInt16LE(p + 28);
    const skip = bytes.readUInt16LE(p + 30) + bytes.readUInt16LE(p + 32);
    const local = bytes.readUInt32LE(p + 42);
    const name = bytes.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    expect(bytes.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + size);
    expect(zlib.crc32(data)).toBe(crc);
    files.set(name, data.toString('utf8'));
    p += 46 + nameLength + skip;
  }
  return files;
}

// The tests run two at a time, each in its own context with its own `expect` (maxConcurrency in
// vitest.e2e.config.ts), but those that read the clipboard, which the browser's contexts share:
// they run alone, each between two concurrent groups.
describe('demo toolbar', () => {
  it.concurrent(
    'is pre-rendered with the demo, and fetches no source until the code is opened',
    async ({ expect }) => {
      const context = await newContext(browser);
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      const response = await page.goto(BUTTON_PAGE);
      const html = (await response!.text()) as string;
      expect(html).toContain('data-testid="demo-toolbar"');
      expect(html).toMatch(/<button[^>]*>Contained<\/button>/);
      await hydrateAllIslands(page);
      expect(requests.filter((url) => url.includes('/static/demo-sources/'))).toEqual([]);
      await showCode(page.locator(demoSelector('BasicButtons')));
      expect(requests.filter((url) => url.includes('/static/demo-sources/'))).toEqual([
        expect.stringContaining(
          '/static/demo-sources/material-ui/components/button/BasicButtons.json',
        ),
      ]);
      await context.close();
    },
  );

  it.concurrent(
    'loads its code on first use; a click or focus before it keeps its effect',
    async ({ expect }) => {
      const { context, page, problems } = await openButtonPage();
      const controlScripts = () =>
        page.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((entry) => /\/DemoControls\.[\w-]+\.js$/.test(entry.name)).length,
        );
      // Every demo has hydrated (hydrateAllIslands): the served toolbars did not need their code.
      expect(await controlScripts()).toBe(0);
      const basic = page.locator(demoSelector('BasicButtons'));
      await basic.scrollIntoViewIfNeeded();
      // Clicked as plain HTML (no pointer movement first): the click is replayed once it is live.
      await toolbarButton(basic, 'code').dispatchEvent('click');
      await expect
        .poll(() => toolbarButton(basic, 'code').getAttribute('aria-expanded'))
        .toBe('true');
      await basic.getByTestId('demo-source').waitFor();
      expect(await controlScripts()).toBe(1);
      // Another demo's served toolbar, reached by focus: the same button keeps it when it goes live.
      const text = page.locator(demoSelector('IconLabelButtons'));
      await toolbarButton(text, 'copy').focus();
      await expect
        .poll(() =>
          page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.toolbarItem),
        )
        .toBe('copy');
      await expect
        .poll(() =>
          text
            .locator('[data-toolbar-item="copy"]')
            .evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.concurrent(
    'is live at once for a visitor whose preferences change it, and follows a later change',
    async ({ expect }) => {
      const js = await openButtonPage({ cookies: { codeVariant: 'JS' } });
      const basic = js.page.locator(demoSelector('BasicButtons'));
      expect(await toolbarButton(basic, 'js').getAttribute('aria-pressed')).toBe('true');
      expect(await toolbarButton(basic, 'ts').getAttribute('aria-pressed')).toBe('false');
      expect(js.problems).toEqual([]);
      await js.close();

      const { context, page, problems } = await openButtonPage();
      await toolbarButton(page.locator(demoSelector('BasicButtons')), 'js').click();
      // The other demos' toolbars were still the served HTML: they go live to show the choice.
      const sizes = page.locator(demoSelector('ButtonSizesColors'));
      await expect.poll(() => toolbarButton(sizes, 'js').getAttribute('aria-pressed')).toBe('true');
      expect(await toolbarButton(sizes, 'ts').getAttribute('aria-pressed')).toBe('false');
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.concurrent(
    'shows the code and switches TypeScript → JavaScript (valid JS, no types)',
    async ({ expect }) => {
      const { context, page, problems } = await openButtonPage();
      const demo = page.locator(demoSelector('ButtonSizesColors'));
      const source = await showCode(demo);
      expect(await toolbarButton(demo, 'code').getAttribute('aria-expanded')).toBe('true');
      expect(await toolbarButton(demo, 'code').getAttribute('aria-label')).toBe('Hide code');
      await toolbarButton(demo, 'ts').click();
      await expect.poll(() => source.textContent()).toContain('as const');
      const tsCode = (await source.textContent())!;
      expect(tsCode).toContain('export default function ButtonSizesColors()');
      // Highlighted at build time: coloured spans, no highlighter in the page.
      expect(
        await source.locator('pre.shiki span[style*="--shiki-light"]').count(),
      ).toBeGreaterThan(5);

      await toolbarButton(demo, 'js').click();
      // The page's first demo follows the choice: its served toolbar goes live in a transition.
      await expect
        .poll(() => page.getByTestId('code-variant-js').first().getAttribute('aria-pressed'))
        .toBe('true');
      await expect.poll(() => source.textContent()).not.toBe(tsCode);
      const jsCode = (await source.textContent())!;
      expect(jsCode).toContain('export default function ButtonSizesColors()');
      expect(jsCode).not.toContain('as const');
      expect(jsCode).not.toMatch(/:\s*React\.[A-Z]\w*(?:<|\[\]|\s*[,;)=|&{])/);
      expect(javaScriptErrors(jsCode)).toEqual([]);
      expect(javaScriptErrors('const a: string = "";')).not.toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('copies exactly the shown source and says "Copied" for a moment', async ({ expect }) => {
    const { context, page, problems } = await openButtonPage({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const demo = page.locator(demoSelector('IconLabelButtons'));
    const source = await showCode(demo);
    const copy = toolbarButton(demo, 'copy');
    expect(await copy.getAttribute('aria-label')).toBe('Copy the source');
    await copy.click();
    await expect.poll(() => copy.getAttribute('aria-label')).toBe('Copied');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await source.textContent());
    expect(clipboard).toContain("import SendIcon from '@mui/icons-material/Send';");
    await expect
      .poll(() => copy.getAttribute('aria-label'), { timeout: 3000 })
      .toBe('Copy the source');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.concurrent('resets the demo by remounting it', async ({ expect }) => {
    const { context, page, problems } = await openButtonPage();
    const demo = page.locator(demoSelector('IconLabelButtons'));
    await demo.getByRole('button', { name: 'Send' }).click();
    const sending = demo.getByRole('button', { name: 'Sending' });
    await sending.waitFor();
    // The demo relabels this button itself 1.5 s after the click; a remount replaces it. Marked,
    // the two tell apart however slow the machine is.
    await sending.evaluate((node) => node.setAttribute('data-before-reset', ''));
    await toolbarButton(demo, 'reset').click();
    await demo.getByRole('button', { name: 'Send', exact: true }).waitFor();
    expect(await demo.locator('[data-before-reset]').count()).toBe(0);
    expect(await sending.count()).toBe(0);

    await toolbarButton(demo, 'focus').click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'demo-preview',
    );
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Delete');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.concurrent(
    'edits live: typing updates the preview, errors show inline and the page survives',
    async ({ expect }) => {
      const { context, page, problems } = await openButtonPage();
      const demo = page.locator(demoSelector('BasicButtons'));
      await toolbarButton(demo, 'edit').click();
      const editor = demo.getByTestId('live-editor');
      await editor.waitFor();
      expect(await toolbarButton(demo, 'edit').getAttribute('aria-pressed')).toBe('true');
      const original = await editor.inputValue();
      expect(original).toContain('<Button variant="contained">Contained</Button>');
      // Edited code runs in the live-edit frame.
      const frame = demo.frameLocator('[data-testid="live-frame"]');

      await editor.fill(original.replace('>Contained<', '>Edited live<'));
      await frame.getByRole('button', { name: 'Edited live' }).waitFor();
      expect(await frame.getByRole('button', { name: 'Contained' }).count()).toBe(0);

      // Typing, key by key.
      await editor.fill(original);
      await frame.getByRole('button', { name: 'Contained' }).waitFor();
      await editor.focus();
      await page.keyboard.press('ControlOrMeta+End');
      await page.keyboard.type('\nconst broken = <;');
      const error = demo.getByTestId('live-error');
      await error.waitFor();
      expect(await error.textContent()).toMatch(/SyntaxError/);
      // The last working version stays on screen.
      expect(await frame.getByRole('button', { name: 'Contained' }).count()).toBe(1);

      // A render error is caught by the demo's error boundary.
      await editor.fill('export default function Broken() {\n  return missing.value;\n}');
      await expect
        .poll(() => error.textContent(), { timeout: 5000 })
        .toMatch(/missing is not defined/);

      await editor.fill(original.replace('>Text<', '>Fixed<'));
      await frame.getByRole('button', { name: 'Fixed' }).waitFor();
      await expect.poll(() => demo.getByTestId('live-error').count()).toBe(0);

      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Button');
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
      await context.close();
    },
  );

  it.concurrent('downloads a zip with package.json and the demo', async ({ expect }) => {
    const { context, page, problems } = await openButtonPage();
    const demo = page.locator(demoSelector('BasicButtons'));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      toolbarButton(demo, 'download').click(),
    ]);
    expect(download.suggestedFilename()).toBe('BasicButtons.zip');
    const file = await download.path();
    const files = unzip(fs.readFileSync(file), expect);
    const pkg = JSON.parse(files.get('BasicButtons/package.json')!) as {
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(pkg.scripts.start).toContain('esbuild');
    expect(pkg.dependencies['@mui/material']).toBe('6.1.9');
    expect(pkg.dependencies.react).toBe('18.3.1');
    expect(files.get('BasicButtons/src/BasicButtons.tsx')).toContain(
      'export default function BasicButtons()',
    );
    expect(files.has('BasicButtons/src/index.tsx')).toBe(true);
    expect(files.get('BasicButtons/README.md')).toContain('npm start');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('can be operated with the keyboard alone', async ({ expect }) => {
    const { context, page, problems } = await openButtonPage({
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const demo = page.locator(demoSelector('BasicButtons'));
    const focused = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-toolbar-item') ?? null);
    await demo.getByRole('button', { name: 'Contained' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('code');
    // One tab stop: every other button is out of the tab order.
    expect(await demo.locator('[data-toolbar-item][tabindex="0"]').count()).toBe(1);
    // The toolbar's code loads as it takes the focus; a key pressed meanwhile is kept.
    await page.keyboard.press('ArrowRight');
    await expect.poll(focused).toBe('ts');
    await page.keyboard.press('End');
    expect(await focused()).toBe('download');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('code');
    await page.keyboard.press('ArrowLeft');
    expect(await focused()).toBe('download');
    await page.keyboard.press('Home');
    expect(await focused()).toBe('code');

    await page.keyboard.press('Enter');
    await demo.getByTestId('demo-source').waitFor();
    expect(await toolbarButton(demo, 'code').getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('js');
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.getByTestId('code-variant-js').first().getAttribute('aria-pressed'))
      .toBe('true');

    // Tab leaves the toolbar; Shift+Tab comes back to the button last used.
    await page.keyboard.press('Tab');
    expect(await focused()).toBeNull();
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('js');

    for (let i = 0; i < 10 && (await focused()) !== 'copy'; i += 1) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await focused()).toBe('copy');
    await page.keyboard.press('Enter');
    await expect.poll(() => toolbarButton(demo, 'copy').getAttribute('aria-label')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await demo.getByTestId('demo-source').textContent(),
    );
    for (const id of [
      'code',
      'ts',
      'js',
      'copy',
      'reset',
      'focus',
      'edit',
      'stackblitz',
      'codesandbox',
      'download',
    ]) {
      expect((await toolbarButton(demo, id).getAttribute('aria-label'))?.length).toBeGreaterThan(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it.concurrent('gives every toolbar button a tooltip with its label', async ({ expect }) => {
    const { context, page, problems } = await openButtonPage();
    const demo = page.locator(demoSelector('BasicButtons'));
    const showsTooltip = async (id: string, label: string) => {
      await toolbarButton(demo, 'code').hover();
      await toolbarButton(demo, id).hover();
      return page.getByRole('tooltip').filter({ hasText: label }).isVisible();
    };
    // The Tooltip component loads after the page is interactive.
    await expect
      .poll(() => showsTooltip('download', 'Download the project (zip)'), { timeout: 5000 })
      .toBe(true);
    await expect.poll(() => showsTooltip('stackblitz', 'Open in StackBlitz')).toBe(true);
    await expect.poll(() => showsTooltip('reset', 'Reset the demo')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.concurrent(
    'posts the project to StackBlitz and CodeSandbox in a new tab',
    async ({ expect }) => {
      const { context, page } = await openButtonPage();
      const posts: Array<{ url: string; body: string }> = [];
      await context.route(/stackblitz\.com|codesandbox\.io/, async (route) => {
        posts.push({ url: route.request().url(), body: route.request().postData() ?? '' });
        await route.fulfill({ status: 200, contentType: 'text/html', body: '<p>ok</p>' });
      });
      const demo = page.locator(demoSelector('BasicButtons'));
      for (const id of ['stackblitz', 'codesandbox']) {
        const [popup] = await Promise.all([
          context.waitForEvent('page'),
          toolbarButton(demo, id).click(),
        ]);
        await popup.waitForLoadState();
        await popup.close();
      }
      expect(posts.map((post) => post.url)).toEqual([
        'https://stackblitz.com/run?file=BasicButtons.tsx',
        'https://codesandbox.io/api/v1/sandboxes/define',
      ]);
      const stackblitz = new URLSearchParams(posts[0]!.body);
      expect(stackblitz.get('project[template]')).toBe('create-react-app');
      expect(JSON.parse(stackblitz.get('project[dependencies]')!)['@mui/material']).toBe('6.1.9');
      expect(stackblitz.get('project[files][BasicButtons.tsx]')).toContain('BasicButtons');
      const codesandbox = new URLSearchParams(posts[1]!.body);
      expect(codesandbox.get('parameters')).toMatch(/^[\w-]+$/);
      expect(codesandbox.get('query')).toBe('file=/src/BasicButtons.tsx');
      await context.close();
    },
  );
});

describe('styling variants', () => {
  const BASE_BUTTON_PAGE = '/base-ui/react-button/';
  const VARIANT_DEMO = '[data-demo="base-ui/components/button/UnstyledButtonsIntroduction"]';

  it('switches the preview and the code among MUI System, Tailwind and CSS, and remembers it', async ({
    expect,
  }) => {
    const context = await newContext(browser, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    const tailwindRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.tailwind.css')) tailwindRequests.push(request.url());
    });
    await page.goto(BASE_BUTTON_PAGE);
    await hydrateAllIslands(page);
    const demo = page.locator(VARIANT_DEMO);
    const save = demo.getByRole('button', { name: 'Save changes' });
    const background = () => save.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await demo.getAttribute('data-styling')).toBe('System');
    expect(await background()).toBe('rgb(45, 87, 214)');

    const source = await showCode(demo);
    await expect.poll(() => source.textContent()).toContain('styled(BaseButton)');
    const styling = toolbarButton(demo, 'styling');
    expect(await styling.getAttribute('aria-label')).toBe('Code styling: MUI System');

    // Tailwind: the variant's component replaces the preview, with the CSS compiled at build time.
    await styling.click();
    await page.getByRole('menuitem', { name: 'Tailwind CSS' }).click();
    await expect.poll(() => demo.getAttribute('data-styling')).toBe('Tailwind');
    await expect.poll(() => save.getAttribute('class')).toContain('bg-blue-600');
    await expect.poll(background).toBe('rgb(37, 99, 235)');
    // The preference applies to every demo of the page: each with a Tailwind variant loads its
    // compiled stylesheet, once.
    const withVariants = await page.locator('[data-toolbar-item="styling"]').count();
    expect(withVariants).toBeGreaterThan(0);
    await expect.poll(() => tailwindRequests.length).toBe(withVariants);
    expect(new Set(tailwindRequests).size).toBe(tailwindRequests.length);
    expect(await styling.getAttribute('aria-label')).toBe('Code styling: Tailwind CSS');
    await expect.poll(() => source.textContent()).toContain('[&.base--active]:bg-blue-800');
    expect(await source.textContent()).not.toContain('styled(');
    await toolbarButton(demo, 'copy').click();
    await expect.poll(() => toolbarButton(demo, 'copy').getAttribute('aria-label')).toBe('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await source.textContent(),
    );
    // Hovered, it turns darker: the state utilities are compiled too.
    await save.hover();
    await expect.poll(background).toBe('rgb(29, 78, 216)');

    // Plain CSS: a CSS Module, so the class is the module's hashed name.
    await styling.click();
    await page.getByRole('menuitem', { name: 'Plain CSS' }).click();
    await expect.poll(() => demo.getAttribute('data-styling')).toBe('CSS');
    await expect.poll(() => save.getAttribute('class')).not.toContain('bg-blue-600');
    await page.mouse.move(0, 0);
    await expect.poll(background).toBe('rgb(45, 87, 214)');
    await expect
      .poll(() => source.textContent())
      .toContain("import classes from './UnstyledButtonsIntroduction.module.css';");
    expect((await context.cookies()).find((c) => c.name === 'codeStyling')?.value).toBe('CSS');

    // The preference lasts: a new page view shows the CSS version after hydration.
    await page.reload();
    await hydrateAllIslands(page);
    await expect.poll(() => demo.getAttribute('data-styling')).toBe('CSS');
    await expect
      .poll(() => demo.getByRole('button', { name: 'Save changes' }).getAttribute('class'))
      .toMatch(/button/);
    // Demos without variants keep MUI System and have no styling menu, whatever the preference.
    await page.goto('/material-ui/react-button/');
    await hydrateAllIslands(page);
    const plain = page.locator('[data-demo="material-ui/components/button/BasicButtons"]');
    expect(await plain.getAttribute('data-styling')).toBe('System');
    expect(await toolbarButton(plain, 'styling').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.concurrent(
    'downloads the Tailwind variant with its compiled CSS, so it runs offline',
    async ({ expect }) => {
      const context = await newContext(browser, { cookies: { codeStyling: 'Tailwind' } });
      const page = await context.newPage();
      await page.goto(BASE_BUTTON_PAGE);
      await hydrateAllIslands(page);
      const demo = page.locator(VARIANT_DEMO);
      await expect.poll(() => demo.getAttribute('data-styling')).toBe('Tailwind');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        toolbarButton(demo, 'download').click(),
      ]);
      const files = unzip(fs.readFileSync(await download.path()), expect);
      const root = 'UnstyledButtonsIntroduction';
      expect(files.get(`${root}/src/UnstyledButtonsIntroduction.tsx`)).toContain('bg-blue-600');
      expect(files.get(`${root}/public/tailwind.css`)).toContain('.bg-blue-600');
      expect(files.get(`${root}/public/index.html`)).toContain('href="/tailwind.css"');
      expect(files.get(`${root}/public/index.html`)).not.toContain('cdn.tailwindcss.com');
      await context.close();
    },
  );
});
