import { describe, expect, it } from 'vitest';
import { violations } from './axe';
import { baseUrl, browserForTests, newContext, hydrateAllIslands, watchConsole } from './browser';
import { demoCount, productPages, walkProductPages } from './productWalk';

/**
 * Joy UI (issue 15): every page in light and dark, at least three demos on every component page,
 * the variant playground, and the colour mode of Joy demos before any bundle has run.
 */

// The other Joy pages are walked by joyTools.e2e.ts.
walkProductPages('joy-ui', { filter: (page) => /^\/joy-ui\/react-/.test(page.route) });

const BUTTON = '/joy-ui/react-button/';

describe('Joy UI component pages', () => {
  // Text Field is a removal notice (the component is gone), not a component page.
  const components = productPages('joy-ui').filter(
    (page) =>
      /^\/joy-ui\/react-[^/]+\/$/.test(page.route) && page.route !== '/joy-ui/react-text-field/',
  );

  it('cover every component group of the issue', () => {
    const routes = new Set(components.map((page) => page.route));
    for (const name of [
      'autocomplete',
      'button',
      'button-group',
      'checkbox',
      'input',
      'radio-button',
      'select',
      'slider',
      'switch',
      'textarea',
      'toggle-button-group',
      'aspect-ratio',
      'avatar',
      'badge',
      'chip',
      'divider',
      'list',
      'table',
      'tooltip',
      'typography',
      'alert',
      'circular-progress',
      'linear-progress',
      'modal',
      'skeleton',
      'snackbar',
      'accordion',
      'card',
      'sheet',
      'breadcrumbs',
      'drawer',
      'link',
      'menu',
      'stepper',
      'tabs',
      'box',
      'grid',
      'stack',
      'css-baseline',
    ]) {
      expect(routes, name).toContain(`/joy-ui/react-${name}/`);
    }
  });

  it.each(components.map((page) => [page.route] as const))(
    '%s has at least three demos',
    (route) => {
      expect(demoCount(route)).toBeGreaterThanOrEqual(3);
    },
  );
});

const browser = browserForTests();

describe('variant playground', () => {
  it('changing variant and colour updates the rendered Button and its code', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(BUTTON);
    await hydrateAllIslands(page);
    const playground = page.locator('[data-variant-playground="Button"]');
    const button = playground.locator('[data-playground-preview] button');
    const code = playground.locator('[data-playground-code]');
    const look = () =>
      button.evaluate((node) => ({
        className: node.className,
        background: getComputedStyle(node).backgroundColor,
        color: getComputedStyle(node).color,
      }));

    const before = await look();
    expect(before.className).toContain('MuiButton-variantSolid');
    expect(before.className).toContain('MuiButton-colorPrimary');
    expect(await code.textContent()).toContain('<Button>Save changes</Button>');

    await playground.getByRole('radiogroup', { name: 'Variant' }).getByLabel('soft').check();
    await expect.poll(async () => (await look()).className).toContain('MuiButton-variantSoft');
    const soft = await look();
    expect(soft.background).not.toBe(before.background);
    expect(await code.textContent()).toContain('<Button variant="soft">Save changes</Button>');

    await playground.getByRole('radiogroup', { name: 'Color' }).getByLabel('danger').check();
    await expect.poll(async () => (await look()).className).toContain('MuiButton-colorDanger');
    const danger = await look();
    expect(danger.className).toContain('MuiButton-variantSoft');
    expect(danger.color).not.toBe(soft.color);
    expect(await code.textContent()).toContain(
      '<Button variant="soft" color="danger">Save changes</Button>',
    );

    // Back to the default variant: the prop leaves the code again.
    await playground.getByRole('radiogroup', { name: 'Variant' }).getByLabel('solid').check();
    await expect
      .poll(() => code.textContent())
      .toContain('<Button color="danger">Save changes</Button>');
    await playground.getByRole('switch', { name: 'disabled' }).check();
    await expect.poll(() => button.isDisabled()).toBe(true);
    expect(await code.textContent()).toContain('<Button color="danger" disabled>');

    expect(await violations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('Joy demos before the bundles run', () => {
  interface Paint {
    joyScheme: string | null;
    sheetBackground: string | null;
  }

  /**
   * Opens the Sheet page with a stored mode and reports how the first Joy demo surface is painted
   * before any bundle has run: either JavaScript is on and every bundle is blocked (only the inline
   * pre-paint script in <head> runs), or JavaScript is off altogether.
   */
  async function firstPaint(mode: 'light' | 'dark', javaScriptEnabled: boolean): Promise<Paint> {
    // The site stores the mode in localStorage; a cookie of the same name is set as well, so a
    // future server-side path would be exercised by the same test.
    const context = await newContext(browser, {
      colorScheme: 'light',
      javaScriptEnabled,
      storage: { 'mui-mode': mode },
      cookies: { 'mui-mode': mode },
    });
    await context.route('**/_astro/**/*.js', (route) => route.abort());
    const page = await context.newPage();
    if (!javaScriptEnabled) {
      // Without JavaScript the init script cannot write localStorage: write it from a JS-enabled
      // page of the same origin first, so the stored mode is really there.
      const writer = await browser.newContext({ baseURL: baseUrl() });
      const writerPage = await writer.newPage();
      await writerPage.goto('/robots.txt');
      await writerPage.evaluate((value: string) => localStorage.setItem('mui-mode', value), mode);
      await writer.close();
    }
    await page.goto('/joy-ui/react-sheet/');
    const sheet = page.locator('[data-demo] .MuiSheet-variantSoft.MuiSheet-colorNeutral').first();
    const paint: Paint = {
      joyScheme: await page.locator('html').getAttribute('data-joy-color-scheme'),
      sheetBackground: await sheet.evaluate((node) => getComputedStyle(node).backgroundColor),
    };
    await context.close();
    return paint;
  }

  it('the pre-paint script applies a stored dark mode to Joy demos before any bundle runs', async () => {
    const light = await firstPaint('light', true);
    const dark = await firstPaint('dark', true);
    expect(light.joyScheme).toBe('light');
    expect(dark.joyScheme).toBe('dark');
    expect(dark.sheetBackground).not.toBe(light.sheetBackground);
  });

  it('with JavaScript disabled no stored mode is readable, so Joy demos paint light', async () => {
    // The stored mode lives in localStorage, read only by the inline script, and the server sends
    // one HTML for everyone: a visit without JavaScript cannot see a stored dark mode. This records
    // what the site really does; a server-side (cookie) path would make it fail on purpose.
    const light = await firstPaint('light', true);
    const dark = await firstPaint('dark', false);
    expect(dark.joyScheme).toBeNull();
    expect(dark.sheetBackground).toBe(light.sheetBackground);
  });
});
