/**
 * Joy UI theme builder: pick a colour for each palette colour, see a set of Joy components in that
 * theme (light and dark follow the site), and copy the `extendTheme` code. Renders on the server.
 */
import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';
import { extendTheme, ThemeProvider, THEME_ID } from '@mui/joy/styles';
import type { CssVarsThemeOptions } from '@mui/joy/styles';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import { copyText } from '@/utils/clipboard';
import {
  COLORS,
  DEFAULT_COLORS,
  PRESETS,
  SHADES,
  changedScales,
  contrast,
  normalizeHex,
  scaleFrom,
  themeCode,
  type PaletteColor,
} from './builderPalette';

type Choice = Record<PaletteColor, string>;

function themeOptions(choice: Choice): CssVarsThemeOptions {
  const palette = changedScales(choice);
  return { colorSchemes: { light: { palette }, dark: { palette } } };
}

/** The theme's CSS variables on a wrapper (both schemes), and the theme object below it. */
function Scope({ options, children }: { options: CssVarsThemeOptions; children: React.ReactNode }) {
  const vars = React.useMemo(() => {
    const light: Record<string, unknown> = {};
    let dark: Record<string, unknown> = {};
    const sheets = extendTheme(options).generateStyleSheets() as Record<
      string,
      Record<string, unknown>
    >[];
    sheets.forEach((sheet) => {
      Object.entries(sheet).forEach(([selector, values]) => {
        if (selector.includes('dark')) dark = values;
        else Object.assign(light, values);
      });
    });
    return { ...light, '[data-joy-color-scheme="dark"] &': dark };
  }, [options]);
  return (
    <ThemeProvider theme={{ [THEME_ID]: options }}>
      <Box data-theme-builder-preview sx={{ ...vars, color: 'text.primary' }}>
        {children}
      </Box>
    </ThemeProvider>
  );
}

function ColorRow({
  color,
  value,
  onChange,
}: {
  color: PaletteColor;
  value: string;
  onChange: (value: string) => void;
}) {
  const ratio = contrast('#FFFFFF', value);
  const inputId = `theme-builder-${color}`;
  return (
    <Box
      data-color-row={color}
      sx={{ display: 'grid', gap: 1, py: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="label" htmlFor={inputId} level="title-sm" sx={{ minWidth: 72 }}>
          {color}
        </Typography>
        <Input
          size="sm"
          type="color"
          value={value.toLowerCase()}
          onChange={(event) => {
            const next = normalizeHex(event.target.value);
            if (next) onChange(next);
          }}
          slotProps={{ input: { id: inputId, style: { width: 40, height: 24, padding: 0 } } }}
          sx={{ '--Input-paddingInline': '4px' }}
        />
        <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
          {value}
        </Typography>
        <Tooltip title="White text on the solid colour (WCAG AA needs 4.5)">
          <Chip size="sm" variant="soft" color={ratio >= 4.5 ? 'success' : 'warning'}>
            {ratio.toFixed(1)}:1
          </Chip>
        </Tooltip>
        {value !== DEFAULT_COLORS[color] && (
          <Button
            size="sm"
            variant="plain"
            color="neutral"
            startDecorator={<RestartAltRounded />}
            onClick={() => onChange(DEFAULT_COLORS[color])}
            aria-label={`Reset ${color}`}
          >
            Reset
          </Button>
        )}
      </Box>
      <Box
        role="group"
        aria-label={`${color} presets`}
        sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}
      >
        {PRESETS.map((preset) => (
          <Box
            key={preset.name}
            component="button"
            type="button"
            aria-label={`${preset.name} for ${color}`}
            aria-pressed={value === preset.value}
            title={preset.name}
            onClick={() => onChange(preset.value)}
            sx={{
              width: 24,
              height: 24,
              borderRadius: '50%',
              cursor: 'pointer',
              bgcolor: preset.value,
              border: '2px solid',
              borderColor: value === preset.value ? 'text.primary' : 'transparent',
              outlineOffset: 2,
              '&:focus-visible': { outline: '2px solid var(--joy-palette-focusVisible)' },
            }}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', borderRadius: 'xs', overflow: 'hidden' }} aria-hidden="true">
        {SHADES.map((shade) => (
          <Box key={shade} sx={{ flex: 1, height: 12, bgcolor: scaleFrom(value)[shade] }} />
        ))}
      </Box>
    </Box>
  );
}

function Preview() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button data-preview="primary-solid">Solid</Button>
        <Button variant="soft">Soft</Button>
        <Button variant="outlined">Outlined</Button>
        <Button variant="plain">Plain</Button>
      </Stack>
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        {COLORS.map((color) => (
          <Chip key={color} color={color} variant="solid" data-preview={`${color}-chip`}>
            {color}
          </Chip>
        ))}
      </Stack>
      <Card variant="outlined">
        <Typography level="title-md">Notification settings</Typography>
        <Input
          placeholder="name@example.com"
          slotProps={{ input: { 'aria-label': 'Preview email field' } }}
        />
        {/* FormControl links the label to the Switch's input (a Switch renders a div, which a
            <label> may not contain). */}
        <FormControl orientation="horizontal" size="sm" sx={{ gap: 1, alignItems: 'center' }}>
          <Switch defaultChecked />
          <FormLabel sx={{ margin: 0, fontWeight: 'normal' }}>
            Email me about new comments
          </FormLabel>
        </FormControl>
        <Checkbox label="Include a weekly summary" defaultChecked />
        <Slider defaultValue={40} slotProps={{ input: { 'aria-label': 'Preview volume' } }} />
        <LinearProgress determinate value={65} aria-label="Preview progress" />
      </Card>
      <Alert color="success" variant="soft">
        Changes saved.
      </Alert>
      <Alert color="warning" variant="soft">
        Your storage is almost full.
      </Alert>
      <Alert color="danger" variant="solid">
        The payment failed.
      </Alert>
    </Stack>
  );
}

export default function ThemeBuilder() {
  const [choice, setChoice] = React.useState<Choice>(DEFAULT_COLORS);
  const [copied, setCopied] = React.useState(false);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const options = React.useMemo(() => themeOptions(choice), [choice]);
  const code = React.useMemo(() => themeCode(choice), [choice]);

  const copy = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      },
      () => setCopied(false),
    );
  };

  return (
    <Box
      data-theme-builder
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Box>
        <Typography level="title-md" component="h3" sx={{ mb: 0.5 }}>
          Palette
        </Typography>
        <Typography level="body-sm">
          Pick a preset or any colour. It becomes shade 500; the other nine shades are mixed from
          it.
        </Typography>
        {COLORS.map((color) => (
          <ColorRow
            key={color}
            color={color}
            value={choice[color]}
            onChange={(value) => setChoice((previous) => ({ ...previous, [color]: value }))}
          />
        ))}
        <Button
          variant="outlined"
          color="neutral"
          size="sm"
          sx={{ mt: 2 }}
          startDecorator={<RestartAltRounded />}
          onClick={() => setChoice(DEFAULT_COLORS)}
        >
          Reset all
        </Button>
      </Box>
      <Box>
        <Typography level="title-md" component="h3" sx={{ mb: 1.5 }}>
          Preview
        </Typography>
        <Scope options={options}>
          <Preview />
        </Scope>
      </Box>
      <Sheet
        variant="soft"
        sx={{ gridColumn: '1 / -1', borderRadius: 'sm', position: 'relative', minWidth: 0 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1.5 }}>
          <Typography level="title-sm" component="h3" sx={{ flex: 1 }}>
            Theme code
          </Typography>
          <Button
            size="sm"
            variant={copied ? 'soft' : 'solid'}
            color={copied ? 'success' : 'primary'}
            startDecorator={copied ? <CheckRounded /> : <ContentCopyRounded />}
            onClick={copy}
            data-copy-theme
          >
            {copied ? 'Copied' : 'Copy code'}
          </Button>
        </Box>
        <Box
          component="pre"
          tabIndex={0}
          role="region"
          aria-label="Theme code"
          data-theme-code
          sx={{
            m: 0,
            p: 2,
            overflow: 'auto',
            maxHeight: 360,
            fontFamily: 'code',
            fontSize: 'sm',
            color: 'text.primary',
          }}
        >
          {code}
        </Box>
        <Box
          role="status"
          sx={{
            position: 'absolute',
            width: 1,
            height: 1,
            overflow: 'hidden',
            clipPath: 'inset(50%)',
          }}
        >
          {copied ? 'Theme code copied' : ''}
        </Box>
      </Sheet>
    </Box>
  );
}
