import type { BundleSizeData } from '@/model/bundleSize';

/** Kilobytes of 1000 bytes, one decimal. */
export function kilobytes(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} KB`;
}

/** "React, react-dom and Emotion": the externals as a reader knows them. */
function externalNames(externals: readonly string[]): string {
  const names = [
    ...(externals.includes('react') ? ['React'] : []),
    ...(externals.includes('react-dom') ? ['react-dom'] : []),
    ...(externals.some((name) => name.startsWith('@emotion/')) ? ['Emotion'] : []),
  ];
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names.join('');
}

/** How the number was measured, the words after the measured import line. */
export function measuredHow(size: BundleSizeData): string {
  return `bundled alone with esbuild ${size.esbuildVersion}, minified; ${externalNames(size.externals)} external; gzip level 9; ${size.packageName} ${size.packageVersion}.`;
}
