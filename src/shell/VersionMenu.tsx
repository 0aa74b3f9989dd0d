import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import ExpandMore from '@mui/icons-material/ExpandMore';
import type { VersionEntry } from '@/products/products';
import { useTranslate } from '@/i18n/I18nProvider';
import { useMenuButton } from './useMenuButton';

const VersionMenuList = dynamic(() => import('./VersionMenuList'), { ssr: false });

/** The product's versions; the first entry is the version this site runs. */
export default function VersionMenu({
  versions,
  productName,
}: {
  versions: VersionEntry[];
  productName: string;
}) {
  const t = useTranslate();
  const menu = useMenuButton(() => import('./VersionMenuList'));
  const [current, ...older] = versions;
  if (!current) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        {...menu.buttonProps}
        aria-label={`${t('versionMenu')}: ${productName} ${current.text}`}
        endIcon={<ExpandMore fontSize="small" />}
        data-testid="version-menu"
        sx={{ py: 0, px: 1, minWidth: 0, fontSize: '0.8125rem', borderColor: 'divider' }}
      >
        {current.text}
      </Button>
      {menu.used ? (
        <VersionMenuList
          id={menu.menuId}
          anchor={menu.anchor}
          current={current}
          older={older}
          onClose={menu.close}
        />
      ) : null}
    </>
  );
}
