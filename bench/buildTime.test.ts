import { describe, expect, it } from 'vitest';
import { buildStages, parseGnuTimeCpuSeconds, parseGnuTimeMaxRss } from './buildTime';

const GNU_TIME = `\tCommand being timed: "sh -c astro build"
\tUser time (seconds): 52.43
\tSystem time (seconds): 5.69
\tPercent of CPU this job got: 169%
\tMaximum resident set size (kbytes): 1843200
`;

describe('GNU time output', () => {
  it('reads the CPU time as user plus system seconds, and the largest process', () => {
    expect(parseGnuTimeCpuSeconds(GNU_TIME)).toBeCloseTo(58.12, 5);
    expect(parseGnuTimeMaxRss(GNU_TIME)).toBe(1843200 * 1024);
  });

  it('has no figures when the output lacks them', () => {
    expect(parseGnuTimeCpuSeconds('\tUser time (seconds): 1.0\n')).toBeNull();
    expect(parseGnuTimeMaxRss('')).toBeNull();
  });
});

describe('buildStages', () => {
  const withBuild = (build: string) => JSON.stringify({ scripts: { build } });

  it("splits package.json's build script into its commands", () => {
    expect(buildStages(withBuild('npm run generate && astro build && tsx post.ts'))).toEqual([
      'npm run generate',
      'astro build',
      'tsx post.ts',
    ]);
  });

  it('refuses a script it could not time stage by stage as npm runs it', () => {
    expect(() => buildStages(withBuild('a || b'))).toThrow(/not a chain of commands/);
    expect(() => buildStages(withBuild('a; b'))).toThrow(/not a chain of commands/);
    expect(() => buildStages(withBuild('a | b && c'))).toThrow(/not a chain of commands/);
    expect(() => buildStages(withBuild('a && && b'))).toThrow(/not a chain of commands/);
    expect(() => buildStages(JSON.stringify({ scripts: {} }))).toThrow(/no build script/);
  });

  it("reads this project's build script", async () => {
    const { readFileSync } = await import('node:fs');
    const stages = buildStages(readFileSync('package.json', 'utf8'));
    expect(stages[0]).toBe('npm run generate');
    expect(stages).toContain('astro build');
  });
});
