import * as React from 'react';
import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useAdEnvironment } from './adEnvironment';
import { AdErrorBoundary } from './AdErrorBoundary';
import {
  AD_MARGIN_Y,
  AD_MIN_HEIGHT_SM_UP_PX,
  AD_MIN_HEIGHT_XS_PX,
  DEFAULT_AD_ELEMENT_SELECTOR,
  DEFAULT_AD_PLACEMENT,
} from './constants';

const AdSlotContent = dynamic(() => import('./AdSlotContent'), { ssr: false });

export interface AdSlotProps {
  /** Where the slot sits on the page; part of every analytics label. */
  placement?: string;
  /** The element the ad network script renders (`#carbonads` by default). */
  elementSelector?: string;
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
