import dynamic from 'next/dynamic';
import Button from '@mui/material/Button';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import type { SiteProductId } from '@/products/products';
import { useTranslate } from '@/i18n/I18nProvider';
import { useMenuButton } from './useMenuButton';

const ProductMenu = dynamic(() => import('./ProductMenu'), { ssr: false });

export default function ProductSelector({ current }: { current: SiteProductId | null }) {
  const t = useTranslate();
  const menu = useMenuButton(() => import('./ProductMenu'));
  return (
    <>
      <Button
        color="inherit"
        size="small"
        {...menu.buttonProps}
        aria-label={t('productSelector')}
        endIcon={<UnfoldMore fontSize="small" />}
        sx={{ minWidth: 0, px: 1 }}
      >
        {t('productSelector')}
      </Button>
      {menu.used ? (
        <ProductMenu id={menu.menuId} anchor={menu.anchor} current={current} onClose={menu.close} />
      ) : null}
    </>
  );
}
