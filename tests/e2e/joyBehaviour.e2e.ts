/**
 * Joy UI behaviour its pages promise, in the browser: a right-to-left visitor sees the Switch
 * thumb, the Badge and the Drawer mirrored; a Select's listbox takes the Select's variant; and the
 * W3C checker finds no error of ours on the Button, Card and Table pages (Joy's own markup errors
 * are listed below with their source, and only those are let through).
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { describeHtmlError, htmlCheckerErrors } from '../support';
import { browserForTests, openPage, type OpenedPage } from './browser';

const browser = browserForTests();

const demo = (id: string) => `[data-demo="joy-ui/components/${id}"]`;

function openIn(direction: 'ltr' | 'rtl', route: string, only: string): Promise<OpenedPage> {
  return openPage(browser, route, {
    storage: { 'mui-theme-options': JSON.stringify({ direction }) },
    only,
  });
}

/** Horizontal centre of an element's box. */
const centre = (locator: Locator) =>
  locator.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.left + box.width / 2;
  });

describe('Joy UI in right-to-left', () => {
  it('puts a checked Switch thumb at the inline end: right in LTR, left in RTL', async () => {
    const sides: Record<string, string> = {};
    for (const direction of ['ltr', 'rtl'] as const) {
      const opened = await openIn(direction, '/joy-ui/react-switch/', demo('switch/SwitchBasic'));
      const checked = opened.page.locator(
        `${demo('switch/SwitchBasic')} .MuiSwitch-root.Mui-checked`,
      );
      const thumb = checked.first().locator('.MuiSwitch-thumb');
      const track = checked.first().locator('.MuiSwitch-track');
      // Islands are prerendered left to right and take the visitor's direction once hydrated:
      // the thumb is judged when that has settled.
      const side = async () => ((await centre(thumb)) > (await centre(track)) ? 'right' : 'left');
      await expect.poll(side).toBe(direction === 'rtl' ? 'left' : 'right');
      sides[direction] = await side();
      expect(opened.problems).toEqual([]);
      await opened.close();
    }
    expect(sides).toEqual({ ltr: 'right', rtl: 'left' });
  });

  it('puts a Badge on the inline-end corner of its child', async () => {
    const sides: Record<string, string> = {};
    for (const direction of ['ltr', 'rtl'] as const) {
      const opened = await openIn(direction, '/joy-ui/react-badge/', demo('badge/BadgeBasic'));
      const root = opened.page.locator(`${demo('badge/BadgeBasic')} .MuiBadge-root`).first();
      const badge = root.locator('.MuiBadge-badge');
      const side = async () => ((await centre(badge)) > (await centre(root)) ? 'right' : 'left');
      await expect.poll(side).toBe(direction === 'rtl' ? 'left' : 'right');
      sides[direction] = await side();
      await opened.close();
    }
    expect(sides).toEqual({ ltr: 'right', rtl: 'left' });
  });

  it('opens an anchor="left" Drawer from the left in LTR and from the right in RTL', async () => {
    const edges: Record<string, string> = {};
    for (const direction of ['ltr', 'rtl'] as const) {
      const opened = await openIn(direction, '/joy-ui/react-drawer/', demo('drawer/DrawerBasic'));
      const { page } = opened;
      await page
        .locator(demo('drawer/DrawerBasic'))
        .getByRole('button', { name: 'Open left' })
        .click();
      const content = page.locator('.MuiDrawer-content:visible');
      await content.waitFor();
      await expect
        .poll(() => content.evaluate((node) => node.getBoundingClientRect().left))
        .not.toBeNaN();
      // Wait for the slide to end: the box stops moving.
      let last = Number.NaN;
      await expect
        .poll(async () => {
          const box = await content.evaluate((node) => {
            const rect = node.getBoundingClientRect();
            return { left: rect.left, right: rect.right, width: window.innerWidth };
          });
          const settled = box.left === last;
          last = box.left;
          if (!settled) return 'moving';
          if (Math.abs(box.left) < 1) return 'left';
          return Math.abs(box.right - box.width) < 1 ? 'right' : 'elsewhere';
        })
        .not.toBe('moving');
      edges[direction] = Math.abs(last) < 1 ? 'left' : 'right';
      expect(opened.problems).toEqual([]);
      await opened.close();
    }
    expect(edges).toEqual({ ltr: 'left', rtl: 'right' });
  });
});

describe('Joy Select', () => {
  it("shows its listbox in the Select's variant", async () => {
    const id = demo('select/SelectVariants');
    const opened = await openPage(browser, '/joy-ui/react-select/', { only: id });
    const { page } = opened;
    const backgrounds: Record<string, { trigger: string; listbox: string }> = {};
    for (const variant of ['solid', 'outlined']) {
      const trigger = page.locator(id).getByRole('combobox', { name: `Variant ${variant}` });
      // The combobox is the button inside the Select's root, which paints the variant: read at
      // rest, before the pointer hovers it.
      const resting = await trigger
        .locator('xpath=..')
        .evaluate((node) => getComputedStyle(node).backgroundColor);
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const listbox = page.getByRole('listbox');
      await listbox.waitFor();
      backgrounds[variant] = {
        trigger: resting,
        listbox: await listbox.evaluate((node) => getComputedStyle(node).backgroundColor),
      };
      await page.keyboard.press('Escape');
      await listbox.waitFor({ state: 'hidden' });
    }
    // Solid: the listbox has the trigger's filled background; outlined: a different, plain one.
    expect(backgrounds.solid!.listbox).toBe(backgrounds.solid!.trigger);
    expect(backgrounds.solid!.listbox).not.toBe(backgrounds.outlined!.listbox);
    expect(opened.problems).toEqual([]);
    await opened.close();
  });
});

/**
 * Errors the W3C checker reports in Joy's own markup and styles (5.0.0-beta.46 with its @mui/base),
 * which a page cannot change without re-writing the component; anything else is ours.
 */
const JOY_OWN_ERRORS: Array<[RegExp, string]> = [
  [/“aria-checked” attribute must not be used on an “input”/, '@mui/base useSwitch/useRadio'],
  [/Attribute “aria-checked” not allowed on element “input”/, '@mui/base useSwitch (Switch)'],
  [
    /“aria-value(min|max)” attribute must not be used on an element which has a “(min|max)”/,
    '@mui/base useSlider',
  ],
  [
    /Bad value “” for attribute “aria-controls” on element “button”/,
    '@mui/base useMenuButton, server render',
  ],
  [/^CSS: “(cx|cy|r)”: Property/, 'CircularProgress: SVG 2 geometry properties in CSS'],
  [/^CSS: “--AspectRatio-paddingBottom”: Invalid type/, 'AspectRatio: clamp() of variables'],
  [/^CSS: “row-gap”: The types are incompatible/, 'Card: row-gap calc() of variables'],
];

describe('valid HTML on Joy pages (W3C checker)', () => {
  it('reports no error of ours on the Button, Card and Table pages', () => {
    const errors = htmlCheckerErrors([
      '/joy-ui/react-button/',
      '/joy-ui/react-card/',
      '/joy-ui/react-table/',
    ]);
    // The pages do show Joy's own errors: the list above is needed, and is checked against them.
    expect(errors.some((error) => JOY_OWN_ERRORS[0]![0].test(error.message))).toBe(true);
    const ours = errors
      .filter((error) => !JOY_OWN_ERRORS.some(([pattern]) => pattern.test(error.message)))
      .map(describeHtmlError);
    expect(ours).toEqual([]);
  }, 120_000);
});
