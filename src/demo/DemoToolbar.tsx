/**
 * The demo toolbar: one tab stop (roving tabindex: arrow keys move between the buttons, Home/End
 * jump to the ends, mirrored in right-to-left pages), every button labelled and with a tooltip.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
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
/** The control's two halves, each squared where it meets the other. */
const VARIANT_BUTTONS = [
  {
    variant: 'TS',
    id: 'ts',
    labelKey: 'demo.showTs',
    sx: { ...toggleSx, borderStartEndRadius: 0, borderEndEndRadius: 0 },
  },
  {
    variant: 'JS',
    id: 'js',
    labelKey: 'demo.showJs',
    sx: { ...toggleSx, borderStartStartRadius: 0, borderEndStartRadius: 0 },
  },
] as const;

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
  /** A toolbar button of the usual look (small, its icon small), test id `demo-<id>` unless given. */
  const iconItem = (
    id: string,
    text: string,
    Icon: React.ComponentType<SvgIconProps>,
    onClick: IconButtonProps['onClick'],
    more: IconButtonProps & { 'data-testid'?: string } = {},
  ) =>
    item(
      id,
      text,
      <IconButton size="small" sx={buttonSx} onClick={onClick} data-testid={`demo-${id}`} {...more}>
        <Icon fontSize="small" />
      </IconButton>,
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
      {iconItem(
        'code',
        label(props.codeOpen ? 'demo.hideCode' : 'demo.showCode'),
        Code,
        props.onToggleCode,
        {
          'aria-expanded': props.codeOpen,
          'aria-controls': props.codeOpen ? props.codeId : undefined,
          'data-testid': 'demo-show-code',
        },
      )}
      <Box
        role="group"
        aria-label={t('demo.codeLanguage')}
        sx={{ display: 'inline-flex', mx: 0.5, '& > :not(:first-of-type)': { ml: '-1px' } }}
      >
        {VARIANT_BUTTONS.map(({ variant, id, labelKey, sx }) =>
          item(
            id,
            label(labelKey),
            <Button
              variant="outlined"
              size="small"
              aria-pressed={props.codeVariant === variant}
              onClick={() => props.onCodeVariant(variant)}
              data-testid={`code-variant-${id}`}
              sx={sx}
            >
              {variant}
            </Button>,
          ),
        )}
      </Box>
      {props.stylings.length > 1 &&
        iconItem(
          'styling',
          `${label('demo.styling')}: ${label(STYLING_LABEL_KEYS[props.codeStyling])}`,
          StyleOutlined,
          (event) => setStylingAnchor(event.currentTarget),
          { 'aria-haspopup': 'menu', 'aria-expanded': stylingAnchor ? true : undefined },
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
      {iconItem(
        'copy',
        label(props.copied ? 'demo.copied' : 'demo.copySource'),
        props.copied ? Check : ContentCopy,
        props.onCopy,
      )}
      {iconItem('reset', label('demo.resetDemo'), Refresh, props.onReset)}
      {iconItem('focus', label('demo.resetFocus'), CenterFocusStrongOutlined, props.onResetFocus, {
        'data-testid': 'demo-reset-focus',
      })}
      {props.liveEdit &&
        iconItem(
          'edit',
          label(props.editing ? 'demo.stopEditing' : 'demo.editLive'),
          EditOutlined,
          props.onToggleEdit,
          { 'aria-pressed': props.editing },
        )}
      {iconItem('stackblitz', label('demo.stackblitz'), StackBlitzIcon, props.onStackBlitz)}
      {iconItem('codesandbox', label('demo.codesandbox'), CodeSandboxIcon, props.onCodeSandbox)}
      {iconItem('download', label('demo.download'), FileDownloadOutlined, props.onDownload)}
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
