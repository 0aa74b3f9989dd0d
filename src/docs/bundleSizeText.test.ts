import { describe, expect, it } from 'vitest';
import { kilobytes, measuredHow } from './bundleSizeText';
import type { BundleSizeData } from '@/model/bundleSize';

const button: BundleSizeData = {
  name: 'Button',
  importLine: "import Button from '@mui/material/Button'",
  minBytes: 68854,
  gzipBytes: 23275,
  packageName: '@mui/material',
  packageVersion: '6.1.9',
  esbuildVersion: '0.25.12',
  externals: ['react', 'react-dom', 'react/jsx-runtime', '@emotion/react', '@emotion/styled'],
};

describe('bundle size text', () => {
  it('counts kilobytes of 1000 bytes with one decimal', () => {
    expect(kilobytes(23275)).toBe('23.3 KB');
    expect(kilobytes(999)).toBe('1.0 KB');
    expect(kilobytes(40)).toBe('0.0 KB');
  });

  it('names Emotion as external only when it was', () => {
    expect(measuredHow(button)).toBe(
      'bundled alone with esbuild 0.25.12, minified; React, react-dom and Emotion external; gzip level 9; @mui/material 6.1.9.',
    );
    expect(
      measuredHow({ ...button, externals: ['react', 'react-dom', 'react/jsx-runtime'] }),
    ).toContain('; React and react-dom external;');
  });
});
