import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useAdConfig, useDocsConfig } from '@/config/DocsProvider';
import { useTranslate } from '@/i18n/I18nProvider';
import { AdCard } from './AdCard';
import { useAdEnvironment } from './adEnvironment';
import type { AdSlotProps } from './AdSlot';
import {
  AD_IMAGE_HEIGHT_PX,
  AD_IMAGE_WIDTH_PX,
  AD_MIN_HEIGHT_SM_UP_PX,
  AD_MIN_HEIGHT_XS_PX,
} from './constants';
import { adEventLabel } from './decideAd';
import { scheduleDisplayEvent } from './displayEvent';
import { useAdView } from './useAdView';

/** Theme spacing units around and beside the network's image, as in the in-house card. */
const NETWORK_AD_PADDING = 1.5;
const NETWORK_AD_GAP = 2;

/**
 * The network renders unstyled markup (`#carbonads` > image link, text link, "ads via" link).
 * Laid out like the in-house image card, and never taller than the space the slot reserves:
 * an unstyled ad is taller than that and would push the page down when it arrives.
 */
const networkAdSx = (theme: Theme): SystemStyleObject<Theme> => ({
  '& #carbonads': {
    position: 'relative',
    boxSizing: 'border-box',
    display: 'block',
    overflow: 'hidden',
    minHeight: AD_IMAGE_HEIGHT_PX + 2 + parseFloat(theme.spacing(2 * NETWORK_AD_PADDING)),
    maxHeight: AD_MIN_HEIGHT_XS_PX,
    [theme.breakpoints.up('sm')]: { maxHeight: AD_MIN_HEIGHT_SM_UP_PX },
    p: NETWORK_AD_PADDING,
    pl: `calc(${theme.spacing(NETWORK_AD_PADDING + NETWORK_AD_GAP)} + ${AD_IMAGE_WIDTH_PX}px)`,
    border: 1,
    borderColor: 'divider',
    borderRadius: 1,
    ...theme.typography.body2,
    '&:hover': { bgcolor: 'action.hover' },
  },
  '& #carbonads a': {
    color: 'inherit',
    textDecoration: 'none',
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
  },
  '& #carbonads .carbon-img': {
    position: 'absolute',
    top: theme.spacing(NETWORK_AD_PADDING),
    left: theme.spacing(NETWORK_AD_PADDING),
    display: 'block',
    lineHeight: 0,
  },
  '& #carbonads img': {
    display: 'block',
    width: AD_IMAGE_WIDTH_PX,
    height: AD_IMAGE_HEIGHT_PX,
    objectFit: 'cover',
    borderRadius: `${Number(theme.shape.borderRadius) / 2}px`,
  },
  '& #carbonads .carbon-text': { display: 'block' },
  '& #carbonads .carbon-poweredby': {
    display: 'block',
    mt: 0.5,
    ...theme.typography.caption,
    color: 'text.secondary',
  },
});

/** Everything that decides and shows the ad; loaded after hydration, outside the page's first JS. */
export default function AdSlotContent({ placement, elementSelector }: Required<AdSlotProps>) {
  const t = useTranslate();
  const environment = useAdEnvironment();
  const { GADisplayRatio } = useAdConfig();
  const { adScriptUrl, adFeedUrl } = useDocsConfig().site;
  const hostRef = React.useRef<HTMLDivElement>(null);
  const view = useAdView({
    scriptUrl: adScriptUrl,
    feedUrl: adFeedUrl,
    elementSelector,
    hostRef,
  });
  const label = adEventLabel(view, placement);

  React.useEffect(
    () => scheduleDisplayEvent(label, GADisplayRatio, environment.random, environment.sendEvent),
    [label, GADisplayRatio, environment],
  );

  const handleClick = (event: React.MouseEvent) => {
    if (label && event.target instanceof Element && event.target.closest('a')) {
      environment.sendEvent('ad', 'click', label);
    }
  };

  const showHost = view.kind === 'network-pending' || view.kind === 'network';

  return (
    // Clicks bubble up from the ad's links, including those the network script renders;
    // keyboard activation of a link fires the same click.
    <Box
      component="aside"
      aria-label={t('ads.slotLabel')}
      aria-hidden={label === null ? true : undefined}
      onClick={handleClick}
    >
      <Box
        ref={hostRef}
        data-ad-host=""
        sx={[networkAdSx, { display: showHost ? 'block' : 'none' }]}
      />
      {view.kind === 'ad' ? <AdCard ad={view.ad} shape={view.shape} /> : null}
      {view.kind === 'adblock-message' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', p: 1.5 }}>
          {t('ads.adblock')}
        </Typography>
      ) : null}
    </Box>
  );
}
