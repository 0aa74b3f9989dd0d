import { describe, expect, it } from 'vitest';
import { EVENT_TIMING_THRESHOLD_MS, INTERACTIONS, interactionLatency } from './interactionLatency';

describe('interactionLatency', () => {
  it('takes the longest entry of the interaction, as INP does', () => {
    expect(interactionLatency([24, 56, 40])).toBe(56);
  });

  it('counts an interaction the browser did not report as the reporting threshold', () => {
    expect(interactionLatency([])).toBe(EVENT_TIMING_THRESHOLD_MS);
  });

  it('measures the five interactions the platform issue names, each on a page of the site', () => {
    expect(INTERACTIONS.map((i) => i.name)).toHaveLength(5);
    for (const interaction of INTERACTIONS) expect(interaction.route).toMatch(/^\/.+\/$/);
  });
});
