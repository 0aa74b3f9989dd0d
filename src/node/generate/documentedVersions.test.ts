import { describe, expect, it } from 'vitest';
import { documentedVersions, releaseDate, repositoryUrl } from './documentedVersions';

const CHANGELOG = [
  '# Versions',
  '',
  '## 6.1.9',
  '',
  '<!-- generated -->',
  '',
  '_Nov 27, 2024_',
  '',
  '## v6.0.0-alpha.12',
  '',
  '_Jun 24, 2024_',
  '',
  '### `@mui/joy@5.0.0-beta.45`',
  '',
  '- A fix',
].join('\n');

describe('releaseDate', () => {
  it("reads the date of the version's own section or of the section listing the package", () => {
    expect(releaseDate(CHANGELOG, '@mui/material', '6.1.9')).toBe('2024-11-27');
    expect(releaseDate(CHANGELOG, '@mui/joy', '5.0.0-beta.45')).toBe('2024-06-24');
  });

  it('gives null for a version the changelog does not name (no guess from a neighbour)', () => {
    expect(releaseDate(CHANGELOG, '@mui/joy', '5.0.0-beta.46')).toBeNull();
    expect(releaseDate(CHANGELOG, '@mui/material', '6.1.90')).toBeNull();
    expect(releaseDate('', '@mui/material', '6.1.9')).toBeNull();
  });
});

describe('repositoryUrl', () => {
  it('normalises the forms package.json uses', () => {
    expect(repositoryUrl({ url: 'git+https://github.com/mui/material-ui.git' })).toBe(
      'https://github.com/mui/material-ui',
    );
    expect(repositoryUrl('https://github.com/mui/mui-x')).toBe('https://github.com/mui/mui-x');
    expect(repositoryUrl({ url: 'https://example.com/repo.git' })).toBeNull();
    expect(repositoryUrl(undefined)).toBeNull();
  });
});

describe('documentedVersions', () => {
  it('lists the five products with the installed versions', () => {
    expect(
      documentedVersions().map((entry) => [entry.packageName, entry.version, entry.released]),
    ).toEqual([
      ['@mui/material', '6.1.9', '2024-11-27'],
      ['@mui/joy', '5.0.0-beta.46', null],
      ['@mui/base', '5.0.0-beta.63', null],
      ['@mui/system', '6.1.9', '2024-11-27'],
      ['@mui/x-data-grid', '7.22.3', '2024-11-21'],
    ]);
  });
});
