import NextLink from 'next/link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { SITE_PRODUCTS, type SiteProductId } from '@/products/products';
import ProductLogo from './ProductLogo';

export default function ProductMenu(props: {
  id: string;
  anchor: HTMLElement | null;
  current: SiteProductId | null;
  onClose: () => void;
}) {
  const { id: menuId, anchor, current, onClose } = props;
  return (
    <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {SITE_PRODUCTS.filter((product) => product.listed).map((product) => (
        <MenuItem
          key={product.id}
          component={NextLink}
          href={product.landing}
          selected={product.id === current}
          onClick={onClose}
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
  );
}
