/**
 * The demo toolbar: one tab stop (roving tabindex: arrow keys move between the buttons, Home/End
 * jump to the ends, mirrored in right-to-left pages), every button labelled and with a tooltip.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import Button from '@mui/material/Button';
import CenterFocusStrongOutlined from '@mui/icons-material/CenterFocusStrongOutlined';
import Check from '@mui/icons-material/Check';
import Code from '@mui/icons-material/Code';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import OpenInFull from '@mui/icons-material/OpenInFull';
import Refresh from '@mui/icons-material/Refresh';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import { useTranslate } from '@/i18n/I18nProvider';
import { useBrowserLayoutEffect } from '@/demo/preloadable';
import type { CodeStyling, CodeVariant } from '@/model/codeVariants';
import { loadTooltip, useLazyTooltip, type TooltipType } from './lazyTooltip';

const StylingMenu = React.lazy(() => import('./StylingMenu'));

function StackBlitzIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M10.8 13.6H5l9.4-11.2-1.9 8h5.5L8.3 21.6z" />
    </SvgIcon>
  );
}

function CodeSandboxIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2 3 7v10l9 5 9-5V7l-9-5Zm0 2.3L18.9 8 12 11.8 5.1 8 12 4.3ZM5 9.7l6 3.3v6.6l-6-3.3V9.7Zm8 9.9V13l6-3.3v6.6l-6 3.3Z" />
    </SvgIcon>
  );
}

const STYLING_LABEL_KEYS: Record<CodeStyling, string> = {
  System: 'demo.stylingSystem',
  Tailwind: 'demo.stylingTailwind',
  CSS: 'demo.stylingCss',
};

export interface DemoToolbarProps {
  demoName: string;
  codeOpen: boolean;
  /** Code (the full source or the short preview) sits under the toolbar: square bottom corners. */
  codeBelow?: boolean;
  codeId: string;
  onToggleCode: () => void;
  codeVariant: CodeVariant;
  onCodeVariant: (variant: CodeVariant) => void;
  /** Stylings this demo has; the menu shows only when there is a choice. */
  stylings: CodeStyling[];
  codeStyling: CodeStyling;
  onCodeStyling: (styling: CodeStyling) => void;
  copied: boolean;
  onCopy: () => void;
  onReset: () => void;
  onResetFocus: () => void;
  liveEdit: boolean;
  editing: boolean;
  onToggleEdit: () => void;
  onStackBlitz: () => void;
  onCodeSandbox: () => void;
  onDownload: () => void;
  /** The demo's own full-page route (directive option `fullPage`). */
  fullPageHref?: string;
}

interface ItemProps {
  id: string;
  label: string;
  active: boolean;
  Tooltip: TooltipType | null;
  children: React.ReactElement;
}

/** A toolbar button: labelled, in the roving tabindex, with a tooltip once Tooltip is loaded. */
function Item({ id, label, active, Tooltip, children }: ItemProps) {
  const button = React.cloneElement(children, {
    'aria-label': label,
    'data-toolbar-item': id,
    tabIndex: active ? 0 : -1,
  });
  return Tooltip ? (
    <Tooltip title={label} describeChild={false}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}

/** Toggle buttons (code shown, live editing) look pressed while on. */
const buttonSx = {
  borderRadius: 2,
  p: 0.75,
  '&[aria-pressed="true"], &[aria-expanded="true"]': {
    color: 'primary.main',
    bgcolor: 'action.selected',
  },
} as const;
/** TS/JS: a two-button segmented control (plain Buttons with aria-pressed; no ToggleButton). */
const toggleSx = {
  minWidth: 0,
  py: 0.25,
  px: 1,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: 1.6,
  color: 'text.secondary',
  borderColor: 'divider',
  '&[aria-pressed="true"]': { color: 'text.primary', bgcolor: 'action.selected' },
} as const;

export default function DemoToolbar(props: DemoToolbarProps) {
  const t = useTranslate();
  const toolbarRef = React.useRef<HTMLDivElement>(null);
  const [activeId, setActiveId] = React.useState('code');
  const [stylingAnchor, setStylingAnchor] = React.useState<HTMLElement | null>(null);
  // Wrapping the buttons in tooltips remounts them: keep the focus in the toolbar. The item is
  // read in the commit that remounts them, not when the tooltip arrived: a key pressed between
  // the two has moved the focus since.
  const focusWasInside = React.useRef(false);
  const Tooltip = useLazyTooltip(() => {
    focusWasInside.current = Boolean(toolbarRef.current?.contains(document.activeElement));
  });

  const ids = [
    'code',
    'ts',
    'js',
    ...(props.stylings.length > 1 ? ['styling'] : []),
    'copy',
    'reset',
    'focus',
    ...(props.liveEdit ? ['edit'] : []),
    'stackblitz',
    'codesandbox',
    'download',
    ...(props.fullPageHref ? ['fullPage'] : []),
  ];
  const active = ids.includes(activeId) ? activeId : ids[0]!;
  useBrowserLayoutEffect(() => {
    if (!Tooltip || !focusWasInside.current) return;
    focusWasInside.current = false;
    const focused = document.activeElement;
    // Focus the visitor moved out of the toolbar meanwhile stays where it went.
    if (focused && focused !== document.body && !toolbarRef.current?.contains(focused)) return;
    toolbarRef.current?.querySelector<HTMLElement>(`[data-toolbar-item="${active}"]`)?.focus();
  }, [Tooltip, active]);

  const items = () =>
    Array.from(toolbarRef.current?.querySelectorAll<HTMLElement>('[data-toolbar-item]') ?? []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const current = list.findIndex((item) => item === document.activeElement);
    if (current < 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    let next: number | null = null;
    if (event.key === (rtl ? 'ArrowLeft' : 'ArrowRight')) next = (current + 1) % list.length;
    else if (event.key === (rtl ? 'ArrowRight' : 'ArrowLeft')) {
      next = (current - 1 + list.length) % list.length;
    } else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = list.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = list[next]!;
    setActiveId(target.dataset.toolbarItem ?? ids[0]!);
    target.focus();
  };

  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const id = (event.target as HTMLElement).dataset?.toolbarItem;
    if (id) setActiveId(id);
  };

  const label = (key: string) => t(key);
  const item = (id: string, text: string, element: React.ReactElement) => (
    <Item key={id} id={id} label={text} active={active === id} Tooltip={Tooltip}>
      {element}
    </Item>
  );

  return (
    <Box
      ref={toolbarRef}
      role="toolbar"
      aria-label={`${props.demoName} ${t('demo.toolbar')}`}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        void loadTooltip().catch(() => undefined);
        onFocus(event);
      }}
      // Over, not enter: the toolbar can go live under a pointer already inside it.
      onPointerOver={() => void loadTooltip().catch(() => undefined)}
      data-testid="demo-toolbar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.5,
        border: 1,
        borderTop: 0,
        borderColor: 'divider',
        borderRadius: (props.codeBelow ?? props.codeOpen) ? 0 : '0 0 12px 12px',
      }}
    >
      {item(
        'code',
        label(props.codeOpen ? 'demo.hideCode' : 'demo.showCode'),
        <IconButton
          size="small"
          sx={buttonSx}
          onClick={props.onToggleCode}
          aria-expanded={props.codeOpen}
          aria-controls={props.codeOpen ? props.codeId : undefined}
          data-testid="demo-show-code"
        >
          <Code fontSize="small" />
        </IconButton>,
      )}
      <Box
        role="group"
        aria-label={t('demo.codeLanguage')}
        sx={{ display: 'inline-flex', mx: 0.5, '& > :not(:first-of-type)': { ml: '-1px' } }}
      >
        {item(
          'ts',
          label('demo.showTs'),
          <Button
            variant="outlined"
            size="small"
            aria-pressed={props.codeVariant === 'TS'}
            onClick={() => props.onCodeVariant('TS')}
            data-testid="code-variant-ts"
            sx={{ ...toggleSx, borderStartEndRadius: 0, borderEndEndRadius: 0 }}
          >
            TS
          </Button>,
        )}
        {item(
          'js',
          label('demo.showJs'),
          <Button
            variant="outlined"
            size="small"
            aria-pressed={props.codeVariant === 'JS'}
            onClick={() => props.onCodeVariant('JS')}
            data-testid="code-variant-js"
            sx={{ ...toggleSx, borderStartStartRadius: 0, borderEndStartRadius: 0 }}
          >
            JS
          </Button>,
        )}
      </Box>
      {props.stylings.length > 1 &&
        item(
          'styling',
          `${label('demo.styling')}: ${label(STYLING_LABEL_KEYS[props.codeStyling])}`,
          <IconButton
            size="small"
            sx={buttonSx}
            aria-haspopup="menu"
            aria-expanded={stylingAnchor ? true : undefined}
            onClick={(event) => setStylingAnchor(event.currentTarget)}
            data-testid="demo-styling"
          >
            <StyleOutlined fontSize="small" />
          </IconButton>,
        )}
      {stylingAnchor ? (
        <React.Suspense fallback={null}>
          <StylingMenu
            anchorEl={stylingAnchor}
            stylings={props.stylings}
            value={props.codeStyling}
            labelOf={(styling) => label(STYLING_LABEL_KEYS[styling])}
            onChange={props.onCodeStyling}
            onClose={() => setStylingAnchor(null)}
          />
        </React.Suspense>
      ) : null}
      <Box sx={{ flexGrow: 1 }} />
      {item(
        'copy',
        label(props.copied ? 'demo.copied' : 'demo.copySource'),
        <IconButton size="small" sx={buttonSx} onClick={props.onCopy} data-testid="demo-copy">
          {props.copied ? <Check fontSize="small" /> : <ContentCopy fontSize="small" />}
        </IconButton>,
      )}
      {item(
        'reset',
        label('demo.resetDemo'),
        <IconButton size="small" sx={buttonSx} onClick={props.onReset} data-testid="demo-reset">
          <Refresh fontSize="small" />
        </IconButton>,
      )}
      {item(
        'focus',
        label('demo.resetFocus'),
        <IconButton
          size="small"
          sx={buttonSx}
          onClick={props.onResetFocus}
          data-testid="demo-reset-focus"
        >
          <CenterFocusStrongOutlined fontSize="small" />
        </IconButton>,
      )}
      {props.liveEdit &&
        item(
          'edit',
          label(props.editing ? 'demo.stopEditing' : 'demo.editLive'),
          <IconButton
            size="small"
            sx={buttonSx}
            onClick={props.onToggleEdit}
            aria-pressed={props.editing}
            data-testid="demo-edit"
          >
            <EditOutlined fontSize="small" />
          </IconButton>,
        )}
      {item(
        'stackblitz',
        label('demo.stackblitz'),
        <IconButton
          size="small"
          sx={buttonSx}
          onClick={props.onStackBlitz}
          data-testid="demo-stackblitz"
        >
          <StackBlitzIcon fontSize="small" />
        </IconButton>,
      )}
      {item(
        'codesandbox',
        label('demo.codesandbox'),
        <IconButton
          size="small"
          sx={buttonSx}
          onClick={props.onCodeSandbox}
          data-testid="demo-codesandbox"
        >
          <CodeSandboxIcon fontSize="small" />
        </IconButton>,
      )}
      {item(
        'download',
        label('demo.download'),
        <IconButton
          size="small"
          sx={buttonSx}
          onClick={props.onDownload}
          data-testid="demo-download"
        >
          <FileDownloadOutlined fontSize="small" />
        </IconButton>,
      )}
      {props.fullPageHref &&
        item(
          'fullPage',
          label('demo.openFullPage'),
          <IconButton
            size="small"
            sx={buttonSx}
            component="a"
            href={props.fullPageHref}
            data-testid="demo-full-page"
          >
            <OpenInFull fontSize="small" />
          </IconButton>,
        )}
    </Box>
  );
}
