/**
 * Base UI hook demos driven from the keyboard, in each of their three stylings (MUI System,
 * Tailwind CSS, plain CSS, chosen with the styling cookie): focus moves into lists, the arrow keys
 * move, Enter and Space choose, Escape closes and gives focus back, and the keyboard's current
 * option looks different from the others. A hook demo that writes its own `ref` after spreading a
 * hook's props (and so replaces the hook's ref) fails here: focus never enters its list.
 */
import { describe, it, type ExpectStatic } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { browserForTests, openPage } from './browser';

const STYLINGS = ['System', 'Tailwind', 'CSS'] as const;

interface HookDemo {
  route: string;
  /** The demo id: `base-ui/components/<folder>/<Name>`. */
  id: string;
  /** Drives the demo; `expect` is the test's own (the tests run two at a time). */
  drive: (page: Page, preview: Locator, expect: ExpectStatic) => Promise<void>;
}

/** The role, accessible text and id of the focused element. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return {
      role: element?.getAttribute('role') ?? element?.tagName.toLowerCase() ?? '',
      text: (element as HTMLElement | null)?.innerText?.trim() ?? '',
    };
  });
}

/** The computed background and font weight of an element, to compare two of them. */
function look(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.backgroundColor} ${style.color} ${style.fontWeight} ${style.outlineStyle}`;
  });
}

/** The highlighted option must not look like a plain one. */
async function expectVisiblyDifferent(highlighted: Locator, plain: Locator, expect: ExpectStatic) {
  expect(await look(highlighted)).not.toBe(await look(plain));
}

const DEMOS: HookDemo[] = [
  {
    route: '/base-ui/react-select/',
    id: 'base-ui/components/select/UseSelectHook',
    async drive(page, preview, expect) {
      const trigger = preview.getByRole('combobox');
      const listbox = preview.locator('[role="listbox"]');
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => listbox.isVisible()).toBe(true);
      // Focus enters the list, on the chosen option.
      await expect.poll(() => focused(page)).toEqual({ role: 'option', text: 'Medium — 12 oz' });
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page)).toEqual({ role: 'option', text: 'Large — 16 oz' });
      await expectVisiblyDifferent(
        preview.getByRole('option', { name: 'Large — 16 oz' }),
        preview.getByRole('option', { name: 'Small — 8 oz' }),
        expect,
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => listbox.isVisible()).toBe(false);
      await expect.poll(() => trigger.innerText()).toBe('Large — 16 oz');
      await expect.poll(() => focused(page).then((f) => f.role)).toBe('combobox');
      // Space chooses too.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page).then((f) => f.role)).toBe('option');
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => focused(page).then((f) => f.text)).toBe('Medium — 12 oz');
      await page.keyboard.press(' ');
      await expect.poll(() => trigger.innerText()).toBe('Medium — 12 oz');
      await expect.poll(() => listbox.isVisible()).toBe(false);
      // Escape closes without choosing and returns focus to the button.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => listbox.isVisible()).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Escape');
      await expect.poll(() => listbox.isVisible()).toBe(false);
      await expect.poll(() => focused(page).then((f) => f.role)).toBe('combobox');
      expect(await trigger.innerText()).toBe('Medium — 12 oz');
    },
  },
  {
    route: '/base-ui/react-select/',
    id: 'base-ui/components/select/ControlledSelect',
    async drive(page, preview, expect) {
      const trigger = preview.getByRole('combobox');
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page)).toEqual({ role: 'option', text: 'Medium roast' });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect.poll(() => preview.innerText()).toContain('Value: "dark"');
      await preview.getByRole('button', { name: 'Clear' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => preview.innerText()).toContain('Value: null');
      expect(await trigger.innerText()).toBe('No preference');
    },
  },
  {
    route: '/base-ui/react-select/',
    id: 'base-ui/components/select/SelectObjectValues',
    async drive(page, preview, expect) {
      const trigger = preview.getByRole('combobox');
      expect(await trigger.innerText()).toBe('Gdańsk (GDN)');
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page)).toEqual({ role: 'option', text: 'Gdańsk' });
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press(' ');
      await expect.poll(() => trigger.innerText()).toBe('Valencia (VLC)');
      await preview.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => preview.innerText()).toContain('Form data: warehouse=VLC');
    },
  },
  {
    route: '/base-ui/react-select/',
    id: 'base-ui/components/select/SelectOptionGroups',
    async drive(page, preview, expect) {
      const trigger = preview.getByRole('combobox');
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page)).toEqual({ role: 'option', text: 'Lentil curry' });
      // Across the group boundary, skipping the label.
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page)).toEqual({ role: 'option', text: 'Lemon tart' });
      await expectVisiblyDifferent(
        page.getByRole('option', { name: 'Lemon tart' }),
        page.getByRole('option', { name: 'Chocolate mousse' }),
        expect,
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => trigger.innerText()).toBe('Lemon tart');
    },
  },
  {
    route: '/base-ui/react-menu/',
    id: 'base-ui/components/menu/UseMenuHooks',
    async drive(page, preview, expect) {
      const trigger = preview.getByRole('button', { name: 'Share' });
      const menu = preview.locator('[role="menu"]');
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => menu.isVisible()).toBe(true);
      await expect.poll(() => focused(page)).toEqual({ role: 'menuitem', text: 'Copy link' });
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page)).toEqual({ role: 'menuitem', text: 'Email' });
      await page.keyboard.press('Enter');
      await expect.poll(() => preview.innerText()).toContain('Shared via: Email');
      await expect.poll(() => menu.isVisible()).toBe(false);
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page).then((f) => f.role)).toBe('menuitem');
      await page.keyboard.press('End');
      await expect.poll(() => focused(page).then((f) => f.text)).toBe('Embed code');
      await page.keyboard.press(' ');
      await expect.poll(() => preview.innerText()).toContain('Shared via: Embed code');
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => menu.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      await expect.poll(() => focused(page).then((f) => f.text)).toBe('Share');
    },
  },
  {
    route: '/base-ui/react-menu/',
    id: 'base-ui/components/menu/ControlledMenu',
    async drive(page, preview, expect) {
      const trigger = preview.getByRole('button', { name: 'View options' });
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => preview.innerText()).toContain('Open · opened 1 time');
      await expect.poll(() => focused(page)).toEqual({ role: 'menuitem', text: 'Newest first' });
      // Across the group boundary.
      for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
      await expect.poll(() => focused(page)).toEqual({ role: 'menuitem', text: 'All comments' });
      await page.keyboard.press('Enter');
      await expect
        .poll(() => preview.innerText())
        .toContain('Closed · opened 1 time · All comments');
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => preview.innerText()).toContain('Open · opened 2 times');
      await page.keyboard.press('Escape');
      await expect.poll(() => preview.innerText()).toContain('Closed · opened 2 times');
    },
  },
  {
    route: '/base-ui/react-tabs/',
    id: 'base-ui/components/tabs/UseTabHook',
    async drive(page, preview, expect) {
      const first = preview.getByRole('tab').first();
      const second = preview.getByRole('tab').nth(1);
      await first.focus();
      // Manual activation (the default): the arrow moves focus, Enter or Space selects.
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() => focused(page))
        .toEqual({ role: 'tab', text: await second.innerText() });
      expect(await second.getAttribute('aria-selected')).toBe('false');
      await page.keyboard.press('Enter');
      await expect.poll(() => second.getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => preview.getByRole('tabpanel').innerText()).toContain('Build reports');
      await expectVisiblyDifferent(second, first, expect);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press(' ');
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('true');
    },
  },
  {
    route: '/base-ui/react-modal/',
    id: 'base-ui/components/modal/UseModalHook',
    async drive(page, preview, expect) {
      const opener = preview.getByRole('button', { name: 'Filters' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const heading = page.getByRole('heading', { name: 'Filters' });
      await expect.poll(() => heading.isVisible()).toBe(true);
      // Focus is inside the panel and stays there on Tab.
      const inside = () =>
        page.evaluate(() => Boolean(document.activeElement?.closest('[aria-labelledby]')));
      await expect.poll(inside).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await inside()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => heading.count()).toBe(0);
      await expect.poll(() => focused(page).then((f) => f.text)).toBe('Filters');
    },
  },
  {
    route: '/base-ui/react-modal/',
    id: 'base-ui/components/modal/NestedModal',
    async drive(page, preview, expect) {
      await preview.getByRole('button', { name: 'Project settings' }).focus();
      await page.keyboard.press('Enter');
      const settings = page.getByRole('dialog', { name: 'Project settings' });
      await expect.poll(() => settings.isVisible()).toBe(true);
      const opener = page.getByRole('button', { name: 'Delete project…' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('alertdialog', { name: 'Delete “Atlas”?' });
      await expect.poll(() => confirm.isVisible()).toBe(true);
      // The first Escape closes the top modal only, and focus returns to its opener.
      await page.keyboard.press('Escape');
      await expect.poll(() => confirm.count()).toBe(0);
      expect(await settings.isVisible()).toBe(true);
      await expect.poll(() => focused(page).then((f) => f.text)).toBe('Delete project…');
      await page.keyboard.press('Escape');
      await expect.poll(() => settings.count()).toBe(0);
      await expect.poll(() => focused(page).then((f) => f.text)).toBe('Project settings');
    },
  },
  ...['BasicAutocomplete', 'ControlledAutocomplete', 'FreeSoloAutocomplete'].map(
    (name): HookDemo => ({
      route: '/base-ui/react-autocomplete/',
      id: `base-ui/components/autocomplete/${name}`,
      async drive(page, preview, expect) {
        const input = preview.getByRole('combobox');
        await input.focus();
        await input.fill('');
        await page.keyboard.press('ArrowDown');
        const listbox = preview.getByRole('listbox');
        await expect.poll(() => listbox.isVisible()).toBe(true);
        await page.keyboard.press('ArrowDown');
        const highlighted = preview.locator('[role="option"].Mui-focused');
        await expect.poll(() => highlighted.count()).toBe(1);
        const plain = preview.locator('[role="option"]:not(.Mui-focused)').last();
        await expectVisiblyDifferent(highlighted, plain, expect);
        const chosen = await highlighted.innerText();
        await page.keyboard.press('Enter');
        await expect.poll(() => input.inputValue()).toBe(chosen.trim());
        await expect.poll(() => listbox.count()).toBe(0);
        await page.keyboard.press('ArrowDown');
        await expect.poll(() => listbox.count()).toBe(1);
        await page.keyboard.press('Escape');
        await expect.poll(() => listbox.count()).toBe(0);
        await expect.poll(() => focused(page).then((f) => f.role)).toBe('combobox');
      },
    }),
  ),
  {
    route: '/base-ui/react-slider/',
    id: 'base-ui/components/slider/UseSliderHook',
    async drive(page, preview, expect) {
      const slider = preview.getByRole('slider').first();
      await slider.focus();
      const before = Number(await slider.inputValue());
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => Number(await slider.inputValue())).toBe(before + 1);
      await page.keyboard.press('End');
      await expect.poll(() => slider.inputValue()).toBe('100');
    },
  },
  {
    route: '/base-ui/react-switch/',
    id: 'base-ui/components/switch/UseSwitchHook',
    async drive(page, preview, expect) {
      const control = preview.getByRole('switch').nth(1);
      await control.focus();
      const before = await control.isChecked();
      await page.keyboard.press(' ');
      await expect.poll(() => control.isChecked()).toBe(!before);
    },
  },
  {
    route: '/base-ui/react-number-input/',
    id: 'base-ui/components/number-input/UseNumberInputHook',
    async drive(page, preview, expect) {
      const input = preview.getByRole('spinbutton');
      await input.focus();
      await page.keyboard.press('ArrowUp');
      await expect.poll(() => input.inputValue()).toBe('25');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => input.inputValue()).toBe('15');
    },
  },
  {
    route: '/base-ui/react-number-input/',
    id: 'base-ui/components/number-input/NumberInputEvents',
    async drive(page, preview, expect) {
      const input = preview.getByRole('spinbutton');
      await input.focus();
      await input.selectText();
      await page.keyboard.press('Backspace');
      await page.keyboard.type('1.2');
      // Whole numbers only: the decimal point is refused; onChange waits for the blur.
      await expect.poll(() => input.inputValue()).toBe('12');
      await expect.poll(() => preview.innerText()).toContain('onInputChange: "12" · onChange: 3');
      await page.keyboard.press('Tab');
      await expect.poll(() => preview.innerText()).toContain('onChange: 8');
      expect(await input.inputValue()).toBe('8');
    },
  },
  {
    route: '/base-ui/react-input/',
    id: 'base-ui/components/input/UseInputHook',
    async drive(page, preview, expect) {
      const input = preview.getByLabel('City');
      await input.focus();
      await page.keyboard.type('Lisbon');
      await expect.poll(() => input.inputValue()).toBe('Lisbon');
    },
  },
  {
    route: '/base-ui/react-button/',
    id: 'base-ui/components/button/UseButtonHook',
    async drive(page, preview, expect) {
      await preview.getByRole('button', { name: 'Press me' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => preview.getByRole('status').innerText()).toBe('Clicked 1 time');
      await page.keyboard.press(' ');
      await expect.poll(() => preview.getByRole('status').innerText()).toBe('Clicked 2 times');
    },
  },
  {
    route: '/base-ui/react-snackbar/',
    id: 'base-ui/components/snackbar/UseSnackbarHook',
    async drive(page, preview, expect) {
      await preview.getByRole('button', { name: 'Save draft' }).focus();
      await page.keyboard.press('Enter');
      const toast = preview.getByText('Draft saved at 10:42');
      await expect.poll(() => toast.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => toast.count()).toBe(0);
    },
  },
];

describe('Base UI hook demos from the keyboard', () => {
  const browser = browserForTests();

  const cases = DEMOS.flatMap((demo) => STYLINGS.map((styling) => [demo.id, styling] as const));

  // Two at a time, each in its own context (maxConcurrency in vitest.e2e.config.ts): a test spends
  // most of its time waiting for the page, its demo's chunk and the keys' effects.
  it.concurrent.for(cases)('%s in %s', async ([id, styling], { expect }) => {
    const demo = DEMOS.find((candidate) => candidate.id === id);
    if (!demo) throw new Error(`no driver for ${id}`);
    const opened = await openPage(browser, demo.route, {
      cookies: { codeStyling: styling },
      only: `[data-demo="${id}"]`,
    });
    try {
      expect(opened.status).toBe(200);
      const section = opened.page.locator(`[data-demo="${id}"]`);
      await expect.poll(() => section.getAttribute('data-styling')).toBe(styling);
      const preview = section.locator('.demo-preview');
      await preview.scrollIntoViewIfNeeded();
      await demo.drive(opened.page, preview, expect);
      // The demo's own problems; the page's playground island is tested elsewhere.
      const own = opened.problems.filter((problem) => !problem.includes('/tools/playground/'));
      expect(own.join('\n')).toBe('');
    } finally {
      await opened.close();
    }
  });
});
