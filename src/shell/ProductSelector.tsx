import * as React from 'react';
import NextLink from 'next/link';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import { SITE_PRODUCTS, type SiteProductId } from '@/products/products';
import { useTranslate } from '@/i18n/I18nProvider';
import ProductLogo from './ProductLogo';

export default function ProductSelector({ current }: { current: SiteProductId | null }) {
  const t = useTranslate();
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();
  return (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('productSelector')}
        endIcon={<UnfoldMore fontSize="small" />}
        sx={{ minWidth: 0, px: 1 }}
      >
        {t('productSelector')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {SITE_PRODUCTS.filter((product) => product.listed).map((product) => (
          <MenuItem
            key={product.id}
            component={NextLink}
            href={product.landing}
            selected={product.id === current}
            onClick={() => setAnchor(null)}
            sx={{ maxWidth: 360, whiteSpace: 'normal', alignItems: 'flex-start', py: 1 }}
          >
            <ListItemIcon sx={{ mt: 0.5 }}>
              <ProductLogo product={product.id} fontSize="small" />
            </ListItemIcon>
            <ListItemText
              primary={product.name}
              secondary={product.tagline}
              primaryTypographyProps={{ fontWeight: 600 }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
