import * as React from 'react';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { NavItem } from '@/docs/pageData';
import { useTranslate } from '@/i18n/I18nProvider';
import NavFlags from './NavFlags';
import { NAV_ICONS } from './navIcons';

function containsRoute(item: NavItem, route: string): boolean {
  return (
    item.pathname === route || Boolean(item.children?.some((child) => containsRoute(child, route)))
  );
}

const itemSx = {
  borderRadius: 1,
  py: 0.5,
  px: 1.5,
  my: 0.125,
  fontSize: '0.875rem',
  color: 'text.secondary',
  '&:hover': { color: 'text.primary' },
  '&[aria-current="page"]': {
    color: 'primary.main',
    fontWeight: 600,
    bgcolor: 'action.selected',
  },
} as const;

function NavLeaf({ item, route, depth }: { item: NavItem; route: string; depth: number }) {
  const t = useTranslate();
  const active = item.pathname === route;
  const indent = { paddingInlineStart: 1.5 + depth * 1.5 };
  if (item.external) {
    return (
      <ListItemButton
        component="a"
        href={item.pathname}
        target="_blank"
        rel="noopener"
        sx={{ ...itemSx, ...indent }}
      >
        {item.title}
        <OpenInNew sx={{ fontSize: 14, marginInlineStart: 0.75 }} titleAccess={t('externalLink')} />
      </ListItemButton>
    );
  }
  return (
    <ListItemButton
      component={NextLink}
      href={item.pathname}
      prefetch={false}
      aria-current={active ? 'page' : undefined}
      data-active={active ? '' : undefined}
      sx={{ ...itemSx, ...indent }}
    >
      <Box component="span" sx={{ flexGrow: 1 }}>
        {item.title}
      </Box>
      <NavFlags item={item} />
    </ListItemButton>
  );
}

function NavGroup({ item, route, depth }: { item: NavItem; route: string; depth: number }) {
  const [open, setOpen] = React.useState(() => depth > 0 || containsRoute(item, route));
  // A closed group renders its links once first opened: the API groups alone list hundreds.
  const [rendered, setRendered] = React.useState(open);
  const id = React.useId();
  React.useEffect(() => {
    if (containsRoute(item, route)) setOpen(true);
  }, [item, route]);
  React.useEffect(() => {
    if (open) setRendered(true);
  }, [open]);

  if (item.subheader) {
    return (
      <li>
        <ListSubheader
          component="div"
          disableSticky
          sx={{
            lineHeight: 2.5,
            paddingInlineStart: 1.5 + depth * 1.5,
            bgcolor: 'transparent',
            fontSize: '0.75rem',
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          }}
        >
          {item.subheader}
        </ListSubheader>
        <List disablePadding dense>
          <NavItems items={item.children ?? []} route={route} depth={depth} />
        </List>
      </li>
    );
  }
  const Icon = item.icon ? NAV_ICONS[item.icon] : undefined;
  return (
    <li>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={id}
        sx={{
          ...itemSx,
          color: 'text.primary',
          fontWeight: 600,
          paddingInlineStart: 1.5 + depth * 1.5,
        }}
      >
        {Icon ? (
          <Box
            component="span"
            sx={{ display: 'inline-flex', marginInlineEnd: 1, color: 'primary.main' }}
          >
            <Icon fontSize="small" />
          </Box>
        ) : null}
        <Box component="span" sx={{ flexGrow: 1 }}>
          {item.title}
        </Box>
        <NavFlags item={item} />
        <ExpandMore
          fontSize="small"
          sx={{
            transition: 'transform 150ms',
            transform: open ? 'rotate(0deg)' : 'rotate(-90deg)',
          }}
        />
      </ListItemButton>
      <Collapse in={open} id={id} timeout="auto">
        {open || rendered ? (
          <List disablePadding dense>
            <NavItems items={item.children ?? []} route={route} depth={depth + 1} />
          </List>
        ) : null}
      </Collapse>
    </li>
  );
}

function NavItems({ items, route, depth }: { items: NavItem[]; route: string; depth: number }) {
  return (
    <>
      {items.map((item) =>
        item.children ? (
          <NavGroup key={item.pathname} item={item} route={route} depth={depth} />
        ) : (
          <li key={item.pathname}>
            <NavLeaf item={item} route={route} depth={depth} />
          </li>
        ),
      )}
    </>
  );
}

/** Keeps the drawer's scroll position across page changes, even when the drawer remounts. */
let savedScrollTop = 0;

export default function NavTree({ nav, route }: { nav: NavItem[]; route: string }) {
  const t = useTranslate();
  const scrollRef = React.useRef<HTMLElement>(null);

  React.useLayoutEffect(() => {
    const node = scrollRef.current;
    if (!node) return undefined;
    node.scrollTop = savedScrollTop;
    const active = node.querySelector<HTMLElement>('[data-active]');
    if (active) {
      const box = node.getBoundingClientRect();
      const item = active.getBoundingClientRect();
      if (item.top < box.top || item.bottom > box.bottom)
        node.scrollTop += item.top - box.top - box.height / 3;
    }
    const save = () => {
      savedScrollTop = node.scrollTop;
    };
    node.addEventListener('scroll', save, { passive: true });
    return () => node.removeEventListener('scroll', save);
  }, [route]);

  return (
    <Box
      component="nav"
      aria-label={t('mainNavigation')}
      ref={scrollRef}
      sx={{ height: '100%', overflowY: 'auto', overflowAnchor: 'none', px: 1, py: 1.5 }}
    >
      <List disablePadding dense>
        <NavItems items={nav} route={route} depth={0} />
      </List>
    </Box>
  );
}
