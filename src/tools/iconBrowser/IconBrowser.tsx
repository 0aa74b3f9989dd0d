import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import SvgIcon from '@mui/material/SvgIcon';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { copyText } from '@/utils/clipboard';

/* The index and path chunks are written by src/node/generate/iconIndex.ts; the types mirror it. */
type IconNode = string | [string, Record<string, string | number>, IconNode[]?];
type Theme = 'filled' | 'outlined' | 'rounded' | 'twoTone' | 'sharp';
interface IconIndex {
  names: string[];
  missing: Record<Theme, number[]>;
  synonyms: Record<string, string>;
}
type Chunk = Record<string, IconNode[]>;

const THEMES: { value: Theme; label: string; suffix: string }[] = [
  { value: 'filled', label: 'Filled', suffix: '' },
  { value: 'outlined', label: 'Outlined', suffix: 'Outlined' },
  { value: 'rounded', label: 'Rounded', suffix: 'Rounded' },
  { value: 'twoTone', label: 'Two tone', suffix: 'TwoTone' },
  { value: 'sharp', label: 'Sharp', suffix: 'Sharp' },
];

const BASE_URL = '/static/icons';
const ROW_HEIGHT = 96;
const CELL_MIN_WIDTH = 112;
const VIEWPORT_HEIGHT = 480;
const OVERSCAN_ROWS = 2;

function chunkFile(theme: Theme, name: string) {
  const first = name.charAt(0).toLowerCase();
  return `paths-${theme}-${/[a-z]/.test(first) ? first : '0'}.json`;
}

/** Chunks are shared by every instance and fetched once each. */
const chunkRequests = new Map<string, Promise<Chunk>>();
function loadChunk(file: string): Promise<Chunk> {
  let request = chunkRequests.get(file);
  if (!request) {
    request = fetch(`${BASE_URL}/${file}`).then((response) => {
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      return response.json() as Promise<Chunk>;
    });
    request.catch(() => chunkRequests.delete(file));
    chunkRequests.set(file, request);
  }
  return request;
}

function renderNodes(nodes: IconNode[]): React.ReactNode[] {
  return nodes.map((node, i) =>
    typeof node === 'string'
      ? React.createElement('path', { key: i, d: node })
      : React.createElement(node[0], { key: i, ...node[1] }, ...renderNodes(node[2] ?? [])),
  );
}

function IconGlyph({ nodes, fontSize }: { nodes: IconNode[] | undefined; fontSize: string }) {
  if (!nodes) return <Box aria-hidden sx={{ width: '1em', height: '1em', fontSize }} />;
  return <SvgIcon sx={{ fontSize }}>{renderNodes(nodes)}</SvgIcon>;
}

function matches(name: string, words: string, terms: string[]) {
  const haystack = `${name.toLowerCase()} ${words}`;
  return terms.every((term) => haystack.includes(term));
}

export default function MaterialIconsBrowser() {
  const [index, setIndex] = React.useState<IconIndex | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [theme, setTheme] = React.useState<Theme>('filled');
  const [chunks, setChunks] = React.useState<Record<string, Chunk>>({});
  const [scrollTop, setScrollTop] = React.useState(0);
  const [columns, setColumns] = React.useState(6);
  const [selected, setSelected] = React.useState<string | null>(null);
  const scrollRef = React.useRef<HTMLDivElement>(null);
  const searchId = React.useId();

  React.useEffect(() => {
    let active = true;
    fetch(`${BASE_URL}/index.json`)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<IconIndex>;
      })
      .then((data) => active && setIndex(data))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, []);

  // Columns follow the scroll container's width.
  React.useEffect(() => {
    const element = scrollRef.current;
    if (!element) return undefined;
    const measure = () => setColumns(Math.max(2, Math.floor(element.clientWidth / CELL_MIN_WIDTH)));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [index]);

  const lowerSynonyms = React.useMemo(() => {
    const result: Record<string, string> = {};
    for (const [name, words] of Object.entries(index?.synonyms ?? {}))
      result[name] = words.toLowerCase();
    return result;
  }, [index]);

  const results = React.useMemo(() => {
    if (!index) return [];
    const missing = new Set(index.missing[theme]);
    const terms = query.toLowerCase().trim().split(/\s+/).filter(Boolean);
    return index.names.filter(
      (name, i) => !missing.has(i) && matches(name, lowerSynonyms[name] ?? '', terms),
    );
  }, [index, theme, query, lowerSynonyms]);

  // A new search or theme starts at the top.
  React.useEffect(() => {
    if (scrollRef.current) scrollRef.current.scrollTop = 0;
    setScrollTop(0);
  }, [query, theme]);

  const rowCount = Math.ceil(results.length / columns);
  const firstRow = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN_ROWS);
  const lastRow = Math.min(
    rowCount,
    Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN_ROWS,
  );
  const visible = results.slice(firstRow * columns, lastRow * columns);

  const selectedTheme = THEMES.find((option) => option.value === theme)!;
  const visibleFiles = [...new Set(visible.map((name) => chunkFile(theme, name)))];
  if (selected) visibleFiles.push(chunkFile(theme, selected));
  const neededFiles = visibleFiles.filter((file) => !chunks[file]).join(',');

  React.useEffect(() => {
    if (!neededFiles) return undefined;
    let active = true;
    for (const file of neededFiles.split(',')) {
      loadChunk(file)
        .then((chunk) => active && setChunks((previous) => ({ ...previous, [file]: chunk })))
        .catch(() => {});
    }
    return () => {
      active = false;
    };
  }, [neededFiles]);

  const nodesOf = (name: string) => chunks[chunkFile(theme, name)]?.[name];

  let status = 'Loading icons…';
  if (failed) status = "Couldn't load the icon list.";
  else if (index)
    status = `${results.length.toLocaleString('en-US')} ${selectedTheme.label.toLowerCase()} ${
      results.length === 1 ? 'icon' : 'icons'
    }`;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'center' } }}
      >
        <TextField
          id={searchId}
          type="search"
          label="Search icons"
          placeholder="e.g. delete, trash, arrow"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          size="small"
          sx={{ flexGrow: 1 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={theme}
          onChange={(_event, value: Theme | null) => value && setTheme(value)}
          aria-label="Icon theme"
          sx={{ flexWrap: 'wrap' }}
        >
          {THEMES.map((option) => (
            <ToggleButton key={option.value} value={option.value} sx={{ px: 1.5 }}>
              {option.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
        {status}
      </Typography>
      <Box
        ref={scrollRef}
        role="region"
        aria-label="Icons"
        onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
        sx={{
          height: VIEWPORT_HEIGHT,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          position: 'relative',
        }}
      >
        {index && results.length === 0 ? (
          <Typography sx={{ p: 3, textAlign: 'center' }} color="text.secondary">
            No icons match “{query}”. Try a broader word, such as “arrow” or “person”.
          </Typography>
        ) : null}
        <Box sx={{ height: rowCount * ROW_HEIGHT, position: 'relative' }}>
          <Box
            role={visible.length > 0 ? 'list' : undefined}
            aria-label={`${selectedTheme.label} icons`}
            sx={{
              position: 'absolute',
              insetInline: 0,
              top: firstRow * ROW_HEIGHT,
              display: 'grid',
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gridAutoRows: `${ROW_HEIGHT}px`,
            }}
          >
            {visible.map((name) => (
              <Box role="listitem" key={name} sx={{ p: 0.5, minWidth: 0 }}>
                <ButtonBase
                  onClick={() => setSelected(name)}
                  aria-label={`${name}${selectedTheme.suffix}`}
                  sx={{
                    width: '100%',
                    height: '100%',
                    flexDirection: 'column',
                    gap: 1,
                    borderRadius: 1,
                    color: 'text.primary',
                    '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' },
                  }}
                >
                  <IconGlyph nodes={nodesOf(name)} fontSize="2rem" />
                  <Typography
                    component="span"
                    variant="caption"
                    aria-hidden
                    sx={{
                      maxWidth: '100%',
                      px: 0.5,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                      color: 'text.secondary',
                    }}
                  >
                    {name}
                  </Typography>
                </ButtonBase>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      {selected ? (
        <IconDialog
          name={selected}
          theme={selectedTheme}
          nodes={nodesOf(selected)}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </Stack>
  );
}

interface IconDialogProps {
  name: string;
  theme: (typeof THEMES)[number];
  nodes: IconNode[] | undefined;
  onClose: () => void;
}

function IconDialog({ name, theme, nodes, onClose }: IconDialogProps) {
  const exportName = `${name}${theme.suffix}`;
  const importLine = `import ${exportName}Icon from '@mui/icons-material/${exportName}';`;
  const [copied, setCopied] = React.useState(false);
  const titleId = React.useId();

  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 1200);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = () => {
    copyText(importLine).then(
      () => setCopied(true),
      () => {},
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{exportName}</DialogTitle>
      <DialogContent>
        <Stack
          direction="row"
          spacing={3}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}
        >
          <Box
            sx={{
              p: 2,
              borderRadius: 2,
              bgcolor: 'action.hover',
              display: 'flex',
              color: 'text.primary',
            }}
          >
            <IconGlyph nodes={nodes} fontSize="6rem" />
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end' }}>
            {['1.25rem', '1.5rem', '2.25rem'].map((size) => (
              <IconGlyph key={size} nodes={nodes} fontSize={size} />
            ))}
          </Stack>
        </Stack>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            fontFamily: 'monospace',
            fontSize: '0.8125rem',
            overflowX: 'auto',
          }}
        >
          <code>{importLine}</code>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={copy} variant="contained" disableElevation>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
