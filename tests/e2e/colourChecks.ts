/**
 * The colour signatures (./colourSignatures.ts) the walks of this run have checked, shared between
 * the test files through a file globalSetup creates empty for each run: the walks run one file
 * after another, so each starts from what the earlier ones checked.
 */
import fs from 'node:fs';
import { inject } from 'vitest';

export function readColourChecks(): string[] {
  const text = fs.readFileSync(inject('colourChecksFile'), 'utf8');
  return text === '' ? [] : (JSON.parse(text) as string[]);
}

/** Adds `signatures` to the run's file (the union with what is there). */
export function saveColourChecks(signatures: Iterable<string>): void {
  const all = new Set([...readColourChecks(), ...signatures]);
  fs.writeFileSync(inject('colourChecksFile'), JSON.stringify([...all]));
}
