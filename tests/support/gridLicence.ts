/**
 * What the MUI X licence check leaves on a page with a Pro or Premium grid built without a key:
 * a console error per package and a watermark over the grid. Both are the library's, shown on
 * purpose, so a check of console and axe allows exactly these.
 */

/** The console message of @mui/x-license when a Pro or Premium grid renders without a key. */
function missingLicenceMessage(packageName: string, plan: string): string {
  const rule = '*'.repeat(61);
  return `error: ${[
    rule,
    '',
    'MUI X: Missing license key.',
    '',
    `The license key is missing. You might not be allowed to use \`${packageName}\` which is part of MUI X ${plan}.`,
    '',
    'To solve the issue, you can check the free trial conditions: https://mui.com/r/x-license-trial.',
    'If you are eligible no actions are required. If you are not eligible to the free trial, you need to purchase a license https://mui.com/r/x-get-license or stop using the software immediately.',
    '',
    rule,
  ].join('\n')}`;
}

export const GRID_LICENCE_WARNINGS = [
  missingLicenceMessage('@mui/x-data-grid-pro', 'Pro'),
  missingLicenceMessage('@mui/x-data-grid-premium', 'Premium'),
];

/** The watermark: light grey text with an inline style (no class) over the grid's main area. */
export const GRID_WATERMARK = '.MuiDataGrid-main > div[style*="z-index: 100000"]';

/**
 * The spinner a server-side grid shows in a row while its children load: MUI X renders it with no
 * accessible name (axe: aria-progressbar-name). It is the library's markup and lasts a moment.
 */
export const GRID_LOADING_SPINNER = '.MuiDataGrid-root .MuiCircularProgress-root';

/** Console messages and axe exclusions for walking pages with grids (see WalkOptions). */
export const GRID_PAGE_ALLOWANCES = {
  allowedConsole: GRID_LICENCE_WARNINGS,
  axeExclude: `${GRID_WATERMARK}, ${GRID_LOADING_SPINNER}`,
  // A check axe 4.14 runs (no longer experimental) that MUI X 7.22.3's own toolbar fails,
  // whatever a demo does.
  axeRulesOff: {
    'label-content-name-mismatch':
      'GridToolbarFilterButton is named "Show filters"; its text is "Filters" plus the count ' +
      'badge, which keeps "0" in the text while scaled to nothing, and the count is not in the name.',
  },
};
