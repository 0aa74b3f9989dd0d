import * as React from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslate } from '@/i18n/I18nProvider';
import type { AdRecord, AdShape } from './adTypes';
import { AD_IMAGE_HEIGHT_PX, AD_IMAGE_WIDTH_PX } from './constants';
import { adHtmlToText, sanitizeAdHtml } from './sanitize';

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * The inline layout keeps the image to the height of a line of text or two. Its box is fixed
 * (the image's 130 × 100 proportions), so an image of other proportions cannot move the text
 * when it loads.
 */
const INLINE_IMAGE_HEIGHT_PX = 30;
const INLINE_IMAGE_WIDTH_PX = Math.round(
  (INLINE_IMAGE_HEIGHT_PX * AD_IMAGE_WIDTH_PX) / AD_IMAGE_HEIGHT_PX,
);

const AdImage = styled('img')(({ theme }) => ({
  flexShrink: 0,
  objectFit: 'contain',
  borderRadius: theme.shape.borderRadius / 2,
}));

export function isExternalLink(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:)?\/\//i.test(href);
}

/** Sanitised HTML in the browser; plain text where there is no DOM to sanitise with (SSR). */
function AdDescription({ html }: { html: string }) {
  // The description sits inside the ad's own link, where a nested link would be invalid.
  const safeHtml = React.useMemo(() => sanitizeAdHtml(html, { allowLinks: false }), [html]);
  if (safeHtml === null) return <span>{adHtmlToText(html)}</span>;
  return <span dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}

export function AdCard({ ad, shape }: { ad: AdRecord; shape: AdShape }) {
  const t = useTranslate();
  const external = isExternalLink(ad.link);
  const inline = shape === 'inline';
  const poweredBy = ad.poweredby ? `${t('ads.adBy')} ${ad.poweredby}` : t('ads.sponsor');

  return (
    <Link
      href={ad.link}
      color="inherit"
      underline="none"
      {...(external ? { target: '_blank', rel: 'noopener sponsored' } : {})}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: inline ? 'center' : 'flex-start',
        gap: inline ? 1 : 2,
        p: inline ? 1 : 1.5,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: 'action.hover' },
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {ad.img ? (
        <AdImage
          src={ad.img}
          alt=""
          width={AD_IMAGE_WIDTH_PX}
          height={AD_IMAGE_HEIGHT_PX}
          style={
            inline ? { width: INLINE_IMAGE_WIDTH_PX, height: INLINE_IMAGE_HEIGHT_PX } : undefined
          }
        />
      ) : null}
      <Typography component="span" variant="body2" sx={{ display: 'block', minWidth: 0 }}>
        {inline ? (
          <Typography component="span" variant="caption" sx={{ mr: 1, color: 'text.secondary' }}>
            {t('ads.sponsor')}
          </Typography>
        ) : null}
        <AdDescription html={ad.description} />
        {inline ? null : (
          <Typography
            component="span"
            variant="caption"
            sx={{ display: 'block', mt: 0.5, color: 'text.secondary' }}
          >
            {poweredBy}
          </Typography>
        )}
        {external ? <span style={visuallyHidden}>{` ${t('ads.opensInNewTab')}`}</span> : null}
      </Typography>
    </Link>
  );
}
