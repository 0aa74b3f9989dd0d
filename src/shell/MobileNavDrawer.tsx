import Drawer from '@mui/material/Drawer';
import type { NavItem } from '@/docs/pageData';
import NavTree from './NavTree';

export default function MobileNavDrawer(props: {
  nav: NavItem[];
  route: string;
  open: boolean;
  onClose: () => void;
  width: number;
}) {
  const { nav, route, open, onClose, width } = props;
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { lg: 'none' }, '& .MuiDrawer-paper': { width } }}
    >
      <NavTree nav={nav} route={route} />
    </Drawer>
  );
}
