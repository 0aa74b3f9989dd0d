/**
 * What one component adds to a bundle: its own import bundled alone with esbuild, minified, with
 * React (and Emotion where the package shares it) left out, and gzipped at level 9.
 */
export interface BundleSizeData {
  name: string;
  /** The import that was measured, e.g. `import Button from '@mui/material/Button'`. */
  importLine: string;
  minBytes: number;
  gzipBytes: number;
  packageName: string;
  packageVersion: string;
  esbuildVersion: string;
  /** Packages left out of the bundle. */
  externals: string[];
}
