import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAdConfig, useDocsConfig } from '@/config/DocsProvider';
import { useTranslate } from '@/i18n/I18nProvider';
import { AdCard } from './AdCard';
import { useAdEnvironment } from './adEnvironment';
import { AdErrorBoundary } from './AdErrorBoundary';
import {
  AD_MARGIN_Y,
  AD_MIN_HEIGHT_SM_UP_PX,
  AD_MIN_HEIGHT_XS_PX,
  DEFAULT_AD_ELEMENT_SELECTOR,
  DEFAULT_AD_PLACEMENT,
} from './constants';
import { adEventLabel } from './decideAd';
import { scheduleDisplayEvent } from './displayEvent';
import { useAdView } from './useAdView';

export interface AdSlotProps {
  /** Where the slot sits on the page; part of every analytics label. */
  placement?: string;
  /** The element the ad network script renders (`#carbonads` by default). */
  elementSelector?: string;
}

function AdSlotContent({ placement, elementSelector }: Required<AdSlotProps>) {
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
      <Box ref={hostRef} data-ad-host="" sx={{ display: showHost ? 'block' : 'none' }} />
      {view.kind === 'ad' ? <AdCard ad={view.ad} shape={view.shape} /> : null}
      {view.kind === 'adblock-message' ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', p: 1.5 }}>
          {t('ads.adblock')}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The sponsor block under a page's description. It reserves its height from the first render
 * (the ad itself is chosen on the client), and a crash inside hides it and sends `ad` / `crash`.
 */
export default function AdSlot({
  placement = DEFAULT_AD_PLACEMENT,
  elementSelector = DEFAULT_AD_ELEMENT_SELECTOR,
}: AdSlotProps) {
  const { sendEvent } = useAdEnvironment();
  return (
    <AdErrorBoundary onCrash={() => sendEvent('ad', 'crash', placement)}>
      <Box
        data-ad-slot={placement}
        sx={{
          minHeight: { xs: AD_MIN_HEIGHT_XS_PX, sm: AD_MIN_HEIGHT_SM_UP_PX },
          my: AD_MARGIN_Y,
          // A short (inline) ad sits in the middle of the reserved space rather than above a gap.
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <AdSlotContent placement={placement} elementSelector={elementSelector} />
      </Box>
    </AdErrorBoundary>
  );
}
