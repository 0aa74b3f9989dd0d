/**
 * How fast this machine runs JavaScript right now. A virtual machine's cores can run at different
 * speeds from hour to hour with no other process of its own busy (its host is shared): this
 * session saw the same cold build's thread CPU time for the code-block diagnostics go from 17.9 s
 * to 30.3 s between 04:02 and 05:52. The bench times one fixed piece of work at its start and end,
 * so two reports can be compared by it.
 */

/** A fixed, deterministic mix of what the build does (objects, strings, sorting, JSON). */
export function fixedWork(): number {
  let checksum = 0;
  for (let round = 0; round < 20; round += 1) {
    const items = Array.from({ length: 5000 }, (_, i) => ({
      id: `item-${(i * 7919) % 5000}`,
      value: (i * 2654435761) % 1000,
      tags: [`t${i % 7}`, `u${i % 13}`],
    }));
    items.sort((a, b) => a.value - b.value || a.id.localeCompare(b.id));
    const text = JSON.stringify(items);
    const parsed = JSON.parse(text) as typeof items;
    checksum = (checksum + parsed.length + text.length + (parsed[round]?.value ?? 0)) % 1_000_003;
  }
  return checksum;
}

/** Median wall time of `runs` runs of fixedWork, in ms. */
export function measureCpuSpeed(runs = 5): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    fixedWork();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}
