import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { copyText } from '@/utils/clipboard';
import {
  MAX_DEPTH,
  branchSummary,
  childEntries,
  copyValue,
  displayValue,
  isBranch,
  isColor,
  isVisible,
  kindOf,
  searchTheme,
  type Entry,
  type SearchResult,
} from './themeTree';

export interface ThemeViewerProps {
  /** Any theme object: `createTheme()` from Material UI, `extendTheme()` from Joy UI… */
  theme: object;
  /** Paths expanded at first, e.g. `['palette', 'palette.primary']`. */
  defaultExpanded?: string[];
  /** Accessible name of the tree; also shown above it. */
  label?: string;
  /** Pre-filled search text. */
  defaultQuery?: string;
}

/** Past this many matches the search lists them without opening every branch. */
const AUTO_EXPAND_LIMIT = 400;

const mono = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

const kindColor: Record<string, string> = {
  string: 'success.main',
  number: 'info.main',
  boolean: 'warning.main',
  null: 'text.secondary',
  undefined: 'text.secondary',
  function: 'secondary.main',
  other: 'text.secondary',
};

interface TreeContext {
  expanded: Set<string>;
  toggle: (path: string) => void;
  search: SearchResult | null;
  copied: string | null;
  copy: (path: string, value: unknown) => void;
}

const ViewerContext = React.createContext<TreeContext | null>(null);

function useViewer(): TreeContext {
  const value = React.useContext(ViewerContext);
  if (!value) throw new Error('ThemeViewer nodes must render inside ThemeViewer.');
  return value;
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        width: 14,
        height: 14,
        borderRadius: '4px',
        border: 1,
        borderColor: 'divider',
        backgroundColor: color,
        flexShrink: 0,
      }}
    />
  );
}

function Leaf({ entry }: { entry: Entry }) {
  const { copied, copy } = useViewer();
  const kind = kindOf(entry.value);
  const isCopied = copied === entry.path;
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 30,
        paddingInlineStart: '26px',
        '&:hover .theme-viewer-copy, & .theme-viewer-copy:focus-visible': { opacity: 1 },
      }}
    >
      <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
        {entry.key}:
      </Box>
      {isColor(entry.value) ? <Swatch color={entry.value} /> : null}
      <Box
        component="span"
        data-value
        sx={{
          color: kindColor[kind],
          fontStyle: kind === 'function' ? 'italic' : 'normal',
          overflowWrap: 'anywhere',
          minWidth: 0,
        }}
      >
        {displayValue(entry.value)}
      </Box>
      <IconButton
        className="theme-viewer-copy"
        size="small"
        aria-label={isCopied ? `Copied ${entry.path}` : `Copy the value of ${entry.path}`}
        onClick={() => copy(entry.path, entry.value)}
        sx={{ opacity: { xs: 1, md: isCopied ? 1 : 0.55 }, p: 0.5 }}
      >
        {isCopied ? (
          <CheckRounded sx={{ fontSize: 16 }} color="success" />
        ) : (
          <ContentCopyRounded sx={{ fontSize: 16 }} />
        )}
      </IconButton>
    </Box>
  );
}

function Branch({ entry, depth }: { entry: Entry; depth: number }) {
  const { expanded, toggle } = useViewer();
  const open = expanded.has(entry.path) && depth < MAX_DEPTH;
  const groupId = `theme-viewer-${entry.path.replace(/[^\w-]/g, '_')}`;
  return (
    <>
      <Box
        component="button"
        type="button"
        aria-expanded={open}
        aria-controls={open ? groupId : undefined}
        onClick={() => toggle(entry.path)}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          minHeight: 30,
          width: '100%',
          p: 0,
          paddingInlineEnd: 1,
          border: 0,
          borderRadius: 1,
          background: 'none',
          color: 'text.primary',
          font: 'inherit',
          textAlign: 'start',
          cursor: 'pointer',
          '&:hover': { backgroundColor: 'action.hover' },
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        <ChevronRightRounded
          aria-hidden
          sx={{
            fontSize: 20,
            color: 'text.secondary',
            transition: 'transform 120ms',
            transform: open ? 'rotate(90deg)' : 'none',
            '[dir="rtl"] &': { transform: open ? 'rotate(90deg)' : 'scaleX(-1)' },
          }}
        />
        <Box component="span" sx={{ fontWeight: 600 }}>
          {entry.key}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {branchSummary(entry.value)}
        </Box>
      </Box>
      {open ? (
        <Children id={groupId} value={entry.value} path={entry.path} depth={depth + 1} />
      ) : null}
    </>
  );
}

function Children({
  value,
  path,
  depth,
  id,
}: {
  value: unknown;
  path: string;
  depth: number;
  id?: string;
}) {
  const { search } = useViewer();
  const entries = childEntries(value, path).filter(
    (entry) => !search || isVisible(entry.path, search),
  );
  return (
    <Box
      component="ul"
      id={id}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        paddingInlineStart: depth === 0 ? 0 : 2.5,
        borderInlineStart: depth === 0 ? 0 : 1,
        borderColor: 'divider',
        marginInlineStart: depth === 0 ? 0 : '9px',
      }}
    >
      {entries.map((entry) => (
        <li key={entry.key} data-path={entry.path}>
          {isBranch(entry.value) ? <Branch entry={entry} depth={depth} /> : <Leaf entry={entry} />}
        </li>
      ))}
    </Box>
  );
}

/**
 * An expandable, searchable view of a theme object. Branches are buttons with `aria-expanded`;
 * every leaf value has a copy button; colour values show a swatch and functions read `function`.
 * Renders on the server (nothing touches `window` during render).
 */
export default function ThemeViewer({
  theme,
  defaultExpanded = [],
  label = 'Theme',
  defaultQuery = '',
}: ThemeViewerProps) {
  const [query, setQuery] = React.useState(defaultQuery);
  const search = React.useMemo(
    () => (query.trim() ? searchTheme(theme, query) : null),
    [theme, query],
  );
  const [expanded, setExpanded] = React.useState<Set<string>>(() =>
    search && search.matches.size <= AUTO_EXPAND_LIMIT
      ? new Set(search.ancestors)
      : new Set(defaultExpanded),
  );
  const [copied, setCopied] = React.useState<string | null>(null);
  const [announcement, setAnnouncement] = React.useState('');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchId = React.useId();

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const toggle = React.useCallback((path: string) => {
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  }, []);

  const copy = React.useCallback((path: string, value: unknown) => {
    copyText(copyValue(value)).then(
      () => {
        setCopied(path);
        setAnnouncement(`Copied the value of ${path}`);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(null), 1500);
      },
      () => setAnnouncement('Copying is not allowed in this browser'),
    );
  }, []);

  const onQueryChange = (next: string) => {
    setQuery(next);
    const result = next.trim() ? searchTheme(theme, next) : null;
    if (result && result.matches.size <= AUTO_EXPAND_LIMIT) setExpanded(new Set(result.ancestors));
    else if (!result) setExpanded(new Set(defaultExpanded));
  };

  const context = React.useMemo(
    () => ({ expanded, toggle, search, copied, copy }),
    [expanded, toggle, search, copied, copy],
  );

  const matchCount = search?.matches.size ?? 0;
  let status = '';
  if (search) {
    if (matchCount === 0) status = `No key or value matches “${query.trim()}”.`;
    else if (matchCount > AUTO_EXPAND_LIMIT)
      status = `${matchCount} matches: type more to open them.`;
    else status = `${matchCount} ${matchCount === 1 ? 'match' : 'matches'}`;
  }

  return (
    <ViewerContext.Provider value={context}>
      <Box
        data-theme-viewer
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          backgroundColor: 'background.paper',
          overflow: 'hidden',
        }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1,
            p: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <TextField
            id={searchId}
            size="small"
            type="search"
            label={`Search ${label.toLowerCase()}`}
            placeholder="primary, spacing, #1976d2…"
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            sx={{ flex: '1 1 240px' }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchRounded fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Button size="small" variant="outlined" onClick={() => setExpanded(new Set())}>
            Collapse all
          </Button>
          <Typography
            component="p"
            variant="body2"
            role="status"
            sx={{ color: 'text.secondary', flexBasis: '100%', minHeight: 20, m: 0 }}
          >
            {status || announcement}
          </Typography>
        </Box>
        <Box
          role="region"
          aria-label={label}
          sx={{
            fontFamily: mono,
            fontSize: 13,
            lineHeight: 1.5,
            p: 1.5,
            maxHeight: 560,
            overflow: 'auto',
          }}
        >
          <Children value={theme} path="" depth={0} />
        </Box>
      </Box>
    </ViewerContext.Provider>
  );
}
