import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Check from '@mui/icons-material/Check';
import type { VersionEntry } from '@/products/products';
import { useTranslate } from '@/i18n/I18nProvider';

export default function VersionMenuList(props: {
  id: string;
  anchor: HTMLElement | null;
  current: VersionEntry;
  older: VersionEntry[];
  onClose: () => void;
}) {
  const { id: menuId, anchor, current, older, onClose } = props;
  const t = useTranslate();
  return (
    <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem component="a" href={current.href} selected onClick={onClose}>
        {current.text}
        <Check fontSize="small" sx={{ marginInlineStart: 1 }} titleAccess={t('currentVersion')} />
      </MenuItem>
      {older.map((version) => (
        <MenuItem
          key={version.href}
          component="a"
          href={version.href}
          target="_blank"
          rel="noopener"
        >
          {version.text}
          <OpenInNew sx={{ fontSize: 14, marginInlineStart: 1 }} titleAccess={t('externalLink')} />
        </MenuItem>
      ))}
    </Menu>
  );
}
