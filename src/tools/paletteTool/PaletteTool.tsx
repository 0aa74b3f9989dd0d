import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import * as colors from '@mui/material/colors';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { copyText } from '@/utils/clipboard';

/** The Material colour families offered as swatches, at the shade picked below. */
const HUES = [
  'red',
  'pink',
  'purple',
  'deepPurple',
  'indigo',
  'blue',
  'lightBlue',
  'cyan',
  'teal',
  'green',
  'lightGreen',
  'lime',
  'yellow',
  'amber',
  'orange',
  'deepOrange',
  'brown',
  'blueGrey',
] as const;
type Hue = (typeof HUES)[number];

const SHADES = ['300', '500', '700', '900'] as const;
type Shade = (typeof SHADES)[number];

type Role = 'primary' | 'secondary';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function hueColor(hue: Hue, shade: Shade): string {
  return (colors[hue] as Record<Shade, string>)[shade];
}

/** The theme code for the chosen colours, ready to paste. */
export function themeCode(primary: string, secondary: string, mode: 'light' | 'dark'): string {
  const lines = [
    "import { createTheme } from '@mui/material/styles';",
    '',
    'const theme = createTheme({',
    '  palette: {',
    ...(mode === 'dark' ? ["    mode: 'dark',"] : []),
    `    primary: { main: '${primary}' },`,
    `    secondary: { main: '${secondary}' },`,
    '  },',
    '});',
    '',
    'export default theme;',
  ];
  return lines.join('\n');
}

function Swatches({
  role,
  value,
  shade,
  onPick,
}: {
  role: Role;
  value: string;
  shade: Shade;
  onPick: (color: string) => void;
}) {
  return (
    <Box
      role="group"
      aria-label={`${role} colour swatches`}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
    >
      {HUES.map((hue) => {
        const color = hueColor(hue, shade);
        const selected = color.toLowerCase() === value.toLowerCase();
        return (
          <Box
            key={hue}
            component="button"
            type="button"
            aria-label={`${hue} ${shade}`}
            aria-pressed={selected}
            title={`${hue}[${shade}] ${color}`}
            onClick={() => onPick(color)}
            sx={{
              width: 28,
              height: 28,
              p: 0,
              borderRadius: '50%',
              cursor: 'pointer',
              backgroundColor: color,
              border: '2px solid',
              borderColor: selected ? 'text.primary' : 'transparent',
              boxShadow: selected ? '0 0 0 2px inset #fff' : 'none',
              '&:focus-visible': {
                outline: '2px solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          />
        );
      })}
    </Box>
  );
}

function ColorField({
  role,
  value,
  onChange,
}: {
  role: Role;
  value: string;
  onChange: (color: string) => void;
}) {
  const [draft, setDraft] = React.useState(value);
  React.useEffect(() => setDraft(value), [value]);
  const invalid = !HEX.test(draft);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={`${role === 'primary' ? 'Primary' : 'Secondary'} colour (hex)`}
        value={draft}
        error={invalid}
        helperText={invalid ? 'Use #rgb or #rrggbb' : ' '}
        onChange={(event) => {
          const next = event.target.value.trim();
          setDraft(next);
          if (HEX.test(next)) onChange(next);
        }}
        slotProps={{ htmlInput: { 'data-palette-input': role, spellCheck: false } }}
        sx={{ width: 210 }}
      />
      <Box
        component="input"
        type="color"
        aria-label={`Pick the ${role} colour`}
        value={HEX.test(value) && value.length === 7 ? value : '#000000'}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        sx={{ width: 40, height: 40, p: 0, border: 0, background: 'none', cursor: 'pointer' }}
      />
    </Stack>
  );
}

function Preview() {
  const [tab, setTab] = React.useState(0);
  return (
    <Paper
      variant="outlined"
      data-palette-preview
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, height: '100%' }}
    >
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} aria-label="Preview tabs">
        <Tab label="Inbox" />
        <Tab label="Starred" />
        <Tab label="Archive" />
      </Tabs>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" data-preview-button="primary">
          Primary
        </Button>
        <Button variant="contained" color="secondary" data-preview-button="secondary">
          Secondary
        </Button>
        <Button variant="outlined">Outlined</Button>
        <Button>Text</Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip label="Primary chip" color="primary" />
        <Chip label="Secondary chip" color="secondary" variant="outlined" />
        <FormControlLabel control={<Switch defaultChecked />} label="Sync" />
        <FormControlLabel control={<Checkbox defaultChecked color="secondary" />} label="Notify" />
      </Stack>
      <Slider defaultValue={60} aria-label="Preview volume" />
      <LinearProgress
        variant="determinate"
        value={45}
        color="secondary"
        aria-label="Upload progress"
      />
      <TextField size="small" label="Project name" defaultValue="Atlas redesign" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Alert severity="info" sx={{ flex: 1 }}>
          Links and focus rings use the primary colour.
        </Alert>
        <Fab color="secondary" size="medium" aria-label="Add a project">
          <AddRounded />
        </Fab>
      </Stack>
    </Paper>
  );
}

/**
 * Pick a primary and a secondary colour, see Material UI components with them, and copy the
 * `createTheme` call. Everything renders on the server; copying uses `copyText`.
 */
export default function PaletteTool() {
  const [shade, setShade] = React.useState<Shade>('700');
  const [primary, setPrimary] = React.useState<string>(colors.indigo[700]);
  const [secondary, setSecondary] = React.useState<string>(colors.pink[700]);
  const [mode, setMode] = React.useState<'light' | 'dark'>('light');
  const [copied, setCopied] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const theme = React.useMemo(
    () =>
      createTheme({
        palette: { mode, primary: { main: primary }, secondary: { main: secondary } },
      }),
    [mode, primary, secondary],
  );
  const code = themeCode(primary, secondary, mode);

  const copy = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        setStatus('Theme code copied');
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 1500);
      },
      () => setStatus('Copying is not allowed in this browser'),
    );
  };

  return (
    <Box
      data-palette-tool
      sx={{
        display: 'grid',
        gap: 3,
        width: '100%',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'center' }}
        >
          <ToggleButtonGroup
            exclusive
            size="small"
            value={shade}
            aria-label="Shade of the swatches"
            onChange={(_event, next: Shade | null) => next && setShade(next)}
          >
            {SHADES.map((item) => (
              <ToggleButton key={item} value={item}>
                {item}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={mode}
            aria-label="Palette mode of the preview"
            onChange={(_event, next: 'light' | 'dark' | null) => next && setMode(next)}
          >
            <ToggleButton value="light">Light</ToggleButton>
            <ToggleButton value="dark">Dark</ToggleButton>
          </ToggleButtonGroup>
        </Stack>
        {(['primary', 'secondary'] as const).map((role) => (
          <Stack key={role} spacing={1}>
            <Typography variant="subtitle2" component="p">
              {role === 'primary' ? 'Primary' : 'Secondary'}
            </Typography>
            <Swatches
              role={role}
              shade={shade}
              value={role === 'primary' ? primary : secondary}
              onPick={role === 'primary' ? setPrimary : setSecondary}
            />
            <ColorField
              role={role}
              value={role === 'primary' ? primary : secondary}
              onChange={role === 'primary' ? setPrimary : setSecondary}
            />
          </Stack>
        ))}
        <Box>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
          >
            <Typography variant="subtitle2" component="p">
              Theme code
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={copy}
              startIcon={copied ? <CheckRounded /> : <ContentCopyRounded />}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          </Stack>
          <Box
            component="pre"
            data-palette-code
            role="region"
            aria-label="Theme code"
            tabIndex={0}
            sx={{
              m: 0,
              p: 2,
              borderRadius: 1,
              fontSize: 13,
              lineHeight: 1.6,
              overflow: 'auto',
              backgroundColor: 'grey.900',
              color: 'grey.50',
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
            }}
          >
            {code}
          </Box>
        </Box>
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary', minHeight: 20 }}>
          {status}
        </Typography>
      </Stack>
      {/* A function theme replaces the page's theme instead of merging with its CSS variables. */}
      <ThemeProvider theme={() => theme}>
        <Preview />
      </ThemeProvider>
    </Box>
  );
}
