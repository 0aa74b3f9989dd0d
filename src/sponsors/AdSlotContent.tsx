import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useAdConfig, useDocsConfig } from '@/config/DocsProvider';
import { useTranslate } from '@/i18n/I18nProvider';
import { AdCard } from './AdCard';
import { useAdEnvironment } from './adEnvironment';
import type { AdSlotProps } from './AdSlot';
import { adEventLabel } from './decideAd';
import { scheduleDisplayEvent } from './displayEvent';
import { useAdView } from './useAdView';

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
