/**
 * A demo alone, full screen (templates): a slim bar to go back to its page and to try it in the
 * other colour mode and direction, then the demo. It follows the visitor's preferences like any page.
 */
import * as React from 'react';
import Head from 'next/head';
import NextLink from 'next/link';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { useColorScheme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import FormatTextdirectionLToR from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToL from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useTranslate } from '@/i18n/I18nProvider';
import { useThemeOptions } from '@/preferences/ThemeOptionsProvider';
import type { DemoRegistry } from './demoRegistry';
import type { FullPageDemoData } from './pageData';
import { useShownDemo } from './useShownDemo';

export default function FullPageDemo({
  page,
  registry,
  Wrapper = React.Fragment,
}: {
  page: FullPageDemoData;
  registry: DemoRegistry;
  Wrapper?: React.ComponentType<{ children: React.ReactNode }>;
}) {
  const t = useTranslate();
  const { styling, Component, stylesheet } = useShownDemo(page.demo, registry);
  const { mode, systemMode, setMode } = useColorScheme();
  const { state, dispatch } = useThemeOptions();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const rtl = state.direction === 'rtl';
  const modeLabel = t(dark ? 'fullPage.toLight' : 'fullPage.toDark');
  const directionLabel = t(rtl ? 'fullPage.toLtr' : 'fullPage.toRtl');
  return (
    <>
      <Head>
        <title>{`${page.title} - ${page.product.name}`}</title>
        <meta name="description" content={page.description} />
        {/* The page it comes from is the one to find in search engines. */}
        <meta name="robots" content="noindex" />
      </Head>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 0.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Link
          component={NextLink}
          href={page.back.pathname}
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: '0.875rem' }}
        >
          <ArrowBack fontSize="small" sx={{ transform: rtl ? 'scaleX(-1)' : undefined }} />
          {`${t('fullPage.back')} ${page.back.title}`}
        </Link>
        <Box sx={{ flexGrow: 1 }} />
        <Tooltip title={modeLabel}>
          <IconButton
            aria-label={modeLabel}
            onClick={() => setMode(dark ? 'light' : 'dark')}
            data-testid="full-page-mode"
          >
            {dark ? <LightModeOutlined fontSize="small" /> : <DarkModeOutlined fontSize="small" />}
          </IconButton>
        </Tooltip>
        <Tooltip title={directionLabel}>
          <IconButton
            aria-label={directionLabel}
            onClick={() =>
              dispatch({ type: 'CHANGE', payload: { direction: rtl ? 'ltr' : 'rtl' } })
            }
            data-testid="full-page-direction"
          >
            {rtl ? (
              <FormatTextdirectionLToR fontSize="small" />
            ) : (
              <FormatTextdirectionRToL fontSize="small" />
            )}
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        component="main"
        id="main-content"
        aria-label={page.title}
        data-demo={page.demo.id}
        data-styling={styling}
      >
        <Wrapper>
          {stylesheet}
          {Component ? <Component /> : null}
        </Wrapper>
      </Box>
    </>
  );
}
