import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Check from '@mui/icons-material/Check';
import type { VersionEntry } from '@/products/products';
import { useTranslate } from '@/i18n/I18nProvider';

/** The product's versions; the first entry is the version this site runs. */
export default function VersionMenu({ versions, productName }: { versions: VersionEntry[]; productName: string }) {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  const [current, ...older] = versions;
  if (!current) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={`${t('versionMenu')}: ${productName} ${current.text}`}
        endIcon={<ExpandMore fontSize="small" />}
        data-testid="version-menu"
        sx={{ py: 0, px: 1, minWidth: 0, fontSize: '0.8125rem', borderColor: 'divider' }}
      >
        {current.text}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem component="a" href={current.href} selected onClick={() => setAnchor(null)}>
          {current.text}
          <Check fontSize="small" sx={{ ms: 1 }} titleAccess={t('currentVersion')} />
        </MenuItem>
        {older.map((version) => (
          <MenuItem key={version.href} component="a" href={version.href} target="_blank" rel="noopener">
            {version.text}
            <OpenInNew sx={{ fontSize: 14, ms: 1 }} titleAccess={t('externalLink')} />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
