/**
 * Sets the MUI X licence key for the Pro and Premium grids, once, from the site's configuration
 * (the `PUBLIC_MUI_X_LICENSE_KEY` build variable). Without a key the grids still work and show
 * their own watermark. Import this module before rendering a Pro or Premium grid.
 */
import { LicenseInfo } from '@mui/x-license';

function configuredKey(): string {
  try {
    return process.env.PUBLIC_MUI_X_LICENSE_KEY?.trim() ?? '';
  } catch {
    // A project run outside the site (no `process`): no key, the watermark shows.
    return '';
  }
}

const key = configuredKey();
if (key) LicenseInfo.setLicenseKey(key);
