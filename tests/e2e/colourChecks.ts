/**
 * axe's colour rules over the text no check of this run has seen painted that way yet
 * (./colourSignatures.ts). The signatures checked are shared between the test files through a file
 * globalSetup creates empty for each run: each file starts from what the files finished before it
 * checked. Two files run at a time, so a file only appends its new ones, a line each, in one write:
 * neither overwrites the other's, and a line still being written is left out until it is whole.
 * Two files running together may both check a signature new to both: more work, never less.
 */
import fs from 'node:fs';
import type { ExpectStatic } from 'vitest';
import { afterAll, beforeAll, inject } from 'vitest';
import type { Page } from 'playwright-core';
import { COLOUR_RULES, violations } from './axe';
import { COLOUR_CHECK, markUncheckedColours } from './colourSignatures';

/** The signatures appended so far: complete lines only. */
function readChecked(): string[] {
  return fs.readFileSync(inject('colourChecksFile'), 'utf8').split('\n').slice(0, -1);
}

export interface ColourCheckOptions {
  /** CSS selector of markup left out (and not counted as checked). */
  exclude: string;
  /** Rules not run, with their reasons; a file that turns a colour rule off shares nothing. */
  rulesOff?: Readonly<Record<string, string>>;
}

export interface ColourChecks {
  /**
   * Runs the colour rules on the page's text whose signature is new in this run, in the page's
   * current mode; expects no violation (labelled `label`). Returns the new signatures: pass them to
   * `passed` once the whole test passed, so that a retry checks them again.
   */
  checkNew(
    page: Page,
    expect: ExpectStatic,
    label: string,
    options: ColourCheckOptions,
  ): Promise<string[]>;
  passed(signatures: readonly string[]): void;
}

/** Registers, in the calling test file, the run's shared set (read before, saved after). */
export function colourChecksOfRun(): ColourChecks {
  const checked = new Set<string>();
  const known = new Set<string>();
  let shares = true;
  beforeAll(() =>
    readChecked().forEach((signature) => {
      checked.add(signature);
      known.add(signature);
    }),
  );
  afterAll(() => {
    const fresh = [...checked].filter((signature) => !known.has(signature));
    if (!shares || fresh.length === 0) return;
    fs.appendFileSync(inject('colourChecksFile'), fresh.map((line) => `${line}\n`).join(''));
  });
  return {
    async checkNew(page, expect, label, { exclude, rulesOff = {} }) {
      if (COLOUR_RULES.some((rule) => rule in rulesOff)) shares = false;
      const fresh = await markUncheckedColours(page, checked, exclude);
      if (fresh.length === 0) return [];
      const check = { include: COLOUR_CHECK, exclude, rules: COLOUR_RULES, rulesOff };
      expect(await violations(page, check), label).toEqual([]);
      return fresh;
    },
    passed(signatures) {
      signatures.forEach((signature) => checked.add(signature));
    },
  };
}
