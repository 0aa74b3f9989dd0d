import { describe, expect, it } from 'vitest';
import { loadApiDocs } from './apiDocs';

describe('the lab in the Material UI API', () => {
  it("documents the lab's own components at their path imports, and none it re-exports from Material", () => {
    const material = loadApiDocs().find((product) => product.productId === 'material-ui')!;
    const lab = material.packages.find((pkg) => pkg.packageName === '@mui/lab')!;
    const names = lab.entries.map((entry) => entry.name).sort();
    expect(names).toEqual([
      'LoadingButton',
      'Masonry',
      'TabContext',
      'TabList',
      'TabPanel',
      'Timeline',
      'TimelineConnector',
      'TimelineContent',
      'TimelineDot',
      'TimelineItem',
      'TimelineOppositeContent',
      'TimelineSeparator',
    ]);
    const masonry = lab.entries.find((entry) => entry.name === 'Masonry')!;
    expect(masonry.pathImport).toBe('@mui/lab/Masonry');
    expect(masonry.themeName).toBe('MuiMasonry');
    expect(masonry.props.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['columns', 'spacing', 'defaultHeight']),
    );
    // LoadingButton extends Material's Button: its own props, and Button's through `inherits`.
    const loading = lab.entries.find((entry) => entry.name === 'LoadingButton')!;
    expect(loading.props.map((prop) => prop.name)).toEqual(
      expect.arrayContaining(['loading', 'loadingPosition']),
    );
  });
});
