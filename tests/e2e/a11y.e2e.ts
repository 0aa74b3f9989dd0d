import { describe, expect, it } from 'vitest';
import { CODE_TOKENS, COLOUR_RULES, violations } from './axe';
import { COLOUR_CHECK, markUncheckedColours } from './colourSignatures';
import { PAGE_TYPES } from '../support';
import {
  hydrateAllIslands,
  browserForTests,
  newContext,
  waitForHydration,
  waitUntilStill,
} from './browser';

const browser = browserForTests();

const VARIANTS: { name: string; colorScheme: 'light' | 'dark'; storage: Record<string, string> }[] =
  [
    { name: 'light', colorScheme: 'light', storage: {} },
    { name: 'dark', colorScheme: 'dark', storage: { 'mui-mode': 'dark' } },
    {
      name: 'rtl',
      colorScheme: 'light',
      storage: { 'mui-theme-options': '{"direction":"rtl"}' },
    },
  ];

describe('accessibility (axe, WCAG 2.1 AA and best practices)', () => {
  it('the check reports what it is asked for: planted problems are found, the colour rules alone', async () => {
    const context = await newContext(browser, { colorScheme: 'light', storage: {} });
    const page = await context.newPage();
    await page.goto(PAGE_TYPES.prose);
    await waitForHydration(page);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML(
        'afterbegin',
        '<button type="button" id="planted-unnamed"></button>' +
          '<p id="planted-faint" style="color:#ddd;background:#fff">Faint words on white</p>',
      );
    });
    const all = await violations(page);
    expect(all.find((line) => line.startsWith('button-name:'))).toContain('#planted-unnamed');
    expect(all.find((line) => line.startsWith('color-contrast:'))).toContain('#planted-faint');
    const colour = await violations(page, { rules: COLOUR_RULES });
    expect(colour.map((line) => line.split(':')[0])).toEqual(['color-contrast']);
    const elsewhere = await violations(page, { exclude: 'main' });
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('tells a page walk which text brings colours not checked yet (colourSignatures)', async () => {
    const context = await newContext(browser, { colorScheme: 'light', storage: {} });
    const page = await context.newPage();
    await page.goto(PAGE_TYPES.component);
    await hydrateAllIslands(page);
    const marked = () => page.locator(COLOUR_CHECK).count();
    const first = new Set(await markUncheckedColours(page, new Set(), CODE_TOKENS));
    expect(first.size).toBeGreaterThan(20);
    // Repeated components are marked once: fewer marks than text elements.
    const textElements = await page.evaluate(
      () =>
        Array.from(document.body.querySelectorAll('*')).filter((element) =>
          Array.from(element.childNodes).some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
          ),
        ).length,
    );
    expect(await marked()).toBeLessThan(textElements);
    // Once checked, the same page brings nothing new, and nothing is marked.
    expect(await markUncheckedColours(page, first, CODE_TOKENS)).toEqual([]);
    expect(await marked()).toBe(0);
    const added = async (html: string, where = '.markdown-body') => {
      await page.evaluate(
        ([markup, selector]) =>
          document.querySelector(selector)!.insertAdjacentHTML('beforeend', markup),
        [html, where] as const,
      );
      const fresh = await markUncheckedColours(page, first, CODE_TOKENS);
      await page.evaluate(
        (selector) => document.querySelector(selector)!.lastElementChild!.remove(),
        where,
      );
      return fresh;
    };
    // One more paragraph, link or code span like the page's own: nothing new to colour-check.
    expect(await added('<p>More words, a <a href="/">link</a> and <code>code</code>.</p>')).toEqual(
      [],
    );
    // A colour of its own, a class, an attribute the stylesheets select on: new.
    expect(await added('<p style="color:#ddd">Faint words</p>')).toHaveLength(1);
    expect(await added('<p class="callout-like">Other words</p>')).toHaveLength(1);
    expect(await added('<p><a href="/" aria-current="page">Here</a></p>')).toHaveLength(1);
    // A paragraph like the page's own under a colour set above it: the computed colour differs.
    expect(await added('<div style="color:#ddd"><p>Words</p></div>')).toHaveLength(1);
    // Symbol-only text and text its scrolling parent hides are told apart from words shown.
    expect(await added('<p>→</p>')).toHaveLength(1);
    // A link alone in its paragraph and one inside a sentence differ (axe's link-in-text-block
    // judges only the second): the sentence's paragraph and both links are new.
    expect(
      await added(
        '<div><p class="probe"><a href="/">Alone</a></p><p class="probe">Around <a href="/">in</a> it</p></div>',
      ),
    ).toHaveLength(3);
    expect(await added('<div style="overflow:hidden;height:0"><p>Words</p></div>')).toHaveLength(1);
    // Inside a demo too: a copy of a demo's button beside it is not new; a disabled copy is (axe
    // skips disabled controls, so a pass for one says nothing of the other).
    const copyDemoButton = async (disabled: boolean) => {
      await page.evaluate((off) => {
        const button = document.querySelector('section[data-demo] .demo-preview button')!;
        const copy = button.cloneNode(true) as Element;
        copy.id = 'copied-button';
        if (off) copy.setAttribute('disabled', '');
        button.after(copy);
      }, disabled);
      const fresh = await markUncheckedColours(page, first, CODE_TOKENS);
      await page.evaluate(() => document.getElementById('copied-button')!.remove());
      return fresh;
    };
    expect(await copyDemoButton(false)).toEqual([]);
    expect(await copyDemoButton(true)).not.toEqual([]);
    // The label of a disabled field is told apart from the same label of an enabled one: the
    // disabled copy brings two new signatures (the field and its label), not one.
    const field = (off: string) =>
      `<div><label class="probe2" for="probe-field">Name</label><input id="probe-field" class="probe2" ${off}></div>`;
    (await added(field(''))).forEach((signature) => first.add(signature));
    expect(await added(field('disabled'))).toHaveLength(2);
    // A planted faint paragraph is marked, and the colour check over the marks finds it.
    await page.evaluate(() =>
      document
        .querySelector('.markdown-body')!
        .insertAdjacentHTML('beforeend', '<p id="planted" style="color:#ddd">Faint</p>'),
    );
    expect(await markUncheckedColours(page, first, CODE_TOKENS)).toHaveLength(1);
    const found = await violations(page, { include: COLOUR_CHECK, rules: COLOUR_RULES });
    expect(found.join('\n')).toContain('#planted');
    await context.close();
  });

  // Two pages at a time, like the walks (maxConcurrency): one page keeps about one core busy.
  // A concurrent test must use its own `expect`.
  for (const variant of VARIANTS) {
    it.concurrent.for(Object.entries(PAGE_TYPES))(
      `${variant.name}: %s has no violations`,
      async ([, route], { expect }) => {
        const context = await newContext(browser, {
          colorScheme: variant.colorScheme,
          storage: variant.storage,
        });
        const page = await context.newPage();
        await page.goto(route);
        await hydrateAllIslands(page);
        // Ads are chosen after hydration; let the slot settle.
        await waitUntilStill(page, 300);
        expect(await violations(page, { bestPractice: true })).toEqual([]);
        await context.close();
      },
    );
  }

  for (const colorScheme of ['light', 'dark'] as const) {
    it(`keeps the search dialog accessible with results (${colorScheme})`, async () => {
      const context = await newContext(browser, {
        colorScheme,
        storage: { 'mui-mode': colorScheme },
      });
      const page = await context.newPage();
      await page.goto(PAGE_TYPES.component);
      await waitForHydration(page);
      await page.getByTestId('open-search').click();
      await page.getByTestId('search-input').fill('button');
      await page.locator('[data-query="button"] [role="option"]').first().waitFor();
      await waitUntilStill(page, 300);
      expect(await violations(page, { bestPractice: true })).toEqual([]);
      await context.close();
    });
  }

  it('keeps the settings drawer accessible when open', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(PAGE_TYPES.component);
    await waitForHydration(page);
    await page.getByTestId('open-settings').click();
    await page.getByRole('dialog', { name: 'Settings' }).waitFor();
    await waitUntilStill(page, 400);
    expect(await violations(page, { bestPractice: true })).toEqual([]);
    await context.close();
  });
});
