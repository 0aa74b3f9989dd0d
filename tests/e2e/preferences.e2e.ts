import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserForTests, newContext, waitForHydration, watchConsole } from './browser';

const browser = browserForTests();

const BUTTON_PAGE = '/material-ui/react-button/';

async function openSettings(page: Page) {
  await page.getByTestId('open-settings').click();
  await page.getByRole('dialog', { name: 'Settings' }).waitFor();
}

async function closeSettings(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog', { name: 'Settings' }).waitFor({ state: 'detached' });
}

function scheme(page: Page) {
  return page.evaluate(() => document.documentElement.getAttribute('data-mui-color-scheme'));
}

function bodyBackground(page: Page) {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

describe('colour mode', () => {
  it('answers the switch in the frame of the click; the page follows, and two quick clicks undo', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto('/material-ui/getting-started/installation/');
    await waitForHydration(page);
    const toggle = page.getByTestId('mode-toggle');
    const shownIcon = () =>
      toggle.evaluate((button) =>
        [...button.querySelectorAll('svg')]
          .filter((svg) => getComputedStyle(svg).display !== 'none')
          .map((svg) => svg.getAttribute('class')),
      );
    expect(await shownIcon()).toEqual(['icon mode-icon-dark']);
    expect(await toggle.getAttribute('aria-label')).toBe('Switch to dark mode');

    // What the first frame after the click shows: the switch has changed, the page not yet.
    const firstFrame = await page.evaluate(
      () =>
        new Promise<{ pressed: string | null; page: string | null; icon: string }>((resolve) => {
          const button = document.querySelector<HTMLElement>('[data-testid="mode-toggle"]')!;
          button.click();
          requestAnimationFrame(() => {
            const icon = [...button.querySelectorAll('svg')].find(
              (svg) => getComputedStyle(svg).display !== 'none',
            );
            resolve({
              pressed: button.getAttribute('aria-label'),
              page: document.documentElement.getAttribute('data-mui-color-scheme'),
              icon: icon?.getAttribute('class') ?? '',
            });
          });
        }),
    );
    expect(firstFrame).toEqual({
      pressed: 'Switch to light mode',
      page: 'light',
      icon: 'icon mode-icon-light',
    });
    await expect.poll(() => scheme(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe('rgb(14, 18, 24)');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');

    // Two clicks within a frame: the page stays dark, the switch shows it.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('[data-testid="mode-toggle"]')!;
      button.click();
      button.click();
    });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    expect(await scheme(page)).toBe('dark');
    expect(await shownIcon()).toEqual(['icon mode-icon-light']);
    expect(await toggle.getAttribute('aria-label')).toBe('Switch to light mode');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('follows the system by default', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(BUTTON_PAGE);
    expect(await scheme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await waitForHydration(page);
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-mui-color-scheme') === 'light',
    );
    await context.close();
  });

  it('keeps dark mode on reload, painted before any script bundle runs', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    await openSettings(page);
    await page.getByTestId('mode-dark').click();
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark',
    );
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('dark');
    expect(await bodyBackground(page)).toBe('rgb(14, 18, 24)');

    // Block every script bundle: only the inline head script may run.
    await page.route('**/_astro/**/*.js', (route) => route.abort());
    await page.reload();
    expect(await scheme(page)).toBe('dark');
    expect(await bodyBackground(page)).toBe('rgb(14, 18, 24)');
    expect(
      await page.evaluate(() =>
        Boolean(document.getElementById('main-content')?.textContent?.includes('Button')),
      ),
    ).toBe(true);
    expect(problems.filter((p) => !p.includes('net::ERR_FAILED'))).toEqual([]);
    await context.close();
  });

  it('syncs a mode change to another tab', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(BUTTON_PAGE);
    await second.goto('/material-ui/getting-started/');
    await waitForHydration(first);
    await waitForHydration(second);
    expect(await scheme(second)).toBe('light');
    await openSettings(first);
    await first.getByTestId('mode-dark').click();
    await second.waitForFunction(
      () => document.documentElement.getAttribute('data-mui-color-scheme') === 'dark',
    );
    await closeSettings(first);
    await openSettings(first);
    await first.getByTestId('mode-light').click();
    await second.waitForFunction(
      () => document.documentElement.getAttribute('data-mui-color-scheme') === 'light',
    );
    await context.close();
  });

  it('treats a garbage stored mode as system and survives storage that throws', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    await context.addInitScript(() => {
      if (location.search.includes('throw')) {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('denied', 'SecurityError');
          },
        });
      } else {
        localStorage.setItem('mui-mode', '"><img src=x onerror=alert(1)>');
        localStorage.setItem('mui-theme-options', '{not json');
      }
      document.cookie = 'codeVariant=%%%garbage; path=/';
    });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    expect(await scheme(page)).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('mui-mode'))).toBe('system');
    expect(await page.getByTestId('code-variant-ts').first().getAttribute('aria-pressed')).toBe(
      'true',
    );

    await page.goto(`${BUTTON_PAGE}?throw`);
    await waitForHydration(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Button');
    expect(await scheme(page)).toBe('dark');
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });
});

describe('direction and density', () => {
  it('mirrors and shrinks a demo button with RTL and dense, and keeps them on reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    const demo = page.locator('[data-demo="material-ui/components/button/BasicButtons"]');
    const text = demo.getByRole('button', { name: 'Text' });
    const contained = demo.getByRole('button', { name: 'Contained' });
    const before = {
      text: (await text.boundingBox())!,
      contained: (await contained.boundingBox())!,
    };
    expect(before.text.x).toBeLessThan(before.contained.x);

    await openSettings(page);
    await page.getByTestId('direction-rtl').click();
    await page.getByTestId('density-dense').click();
    await closeSettings(page);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');

    // The demo sits below the playground: it hydrates, and so reads the density, once near view.
    await contained.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await contained.boundingBox())!.height)
      .toBeLessThan(before.contained.height);
    const after = {
      text: (await text.boundingBox())!,
      contained: (await contained.boundingBox())!,
    };
    expect(after.text.x).toBeGreaterThan(after.contained.x);
    expect(await contained.evaluate((node) => node.className)).toContain('MuiButton-sizeSmall');

    await page.reload();
    await waitForHydration(page);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await contained.scrollIntoViewIfNeeded();
    await expect
      .poll(async () => contained.evaluate((node) => node.className))
      .toContain('MuiButton-sizeSmall');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('code variant', () => {
  it('takes JS from a #demo.js hash and stores the cookie', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${BUTTON_PAGE}#basic-buttons.js`);
    await waitForHydration(page);
    // The hash names a demo as well as a language: the page scrolls to it.
    await expect
      .poll(() =>
        page.locator('#basic-buttons').evaluate((node) => node.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
    await expect
      .poll(() => page.getByTestId('code-variant-js').first().getAttribute('aria-pressed'))
      .toBe('true');
    const cookie = (await context.cookies()).find((c) => c.name === 'codeVariant');
    expect(cookie?.value).toBe('JS');
    expect(cookie?.path).toBe('/');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(31536000 - 120);

    await page.goto(BUTTON_PAGE);
    await waitForHydration(page);
    // The first demo sits below the playground: it hydrates, and reads the cookie, once near view.
    await page.getByTestId('code-variant-js').first().scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.getByTestId('code-variant-js').first().getAttribute('aria-pressed'))
      .toBe('true');
    await page.getByTestId('code-variant-ts').first().click();
    expect((await context.cookies()).find((c) => c.name === 'codeVariant')?.value).toBe('TS');
    await context.close();
  });

  it('takes the code styling from a #css- hash', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${BUTTON_PAGE}#css-basic-buttons`);
    await waitForHydration(page);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'codeStyling')?.value)
      .toBe('CSS');
    await context.close();
  });
});
