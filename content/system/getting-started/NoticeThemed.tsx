import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/system';
import { Notice } from './NoticeComponent';

/** Adds AcmeNotice defaults and overrides to the surrounding theme. */
function withNoticeTheme(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      AcmeNotice: {
        defaultProps: { tone: 'success' },
        styleOverrides: {
          root: { borderInlineStartWidth: 0, borderRadius: 0, outline: '1px solid currentColor' },
          title: { textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: 12 },
        },
      },
    },
  };
}

export default function NoticeThemed() {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Notice title="Without theme entries">Built-in look, tone info by default.</Notice>
      <ThemeProvider theme={withNoticeTheme}>
        <Notice title="With theme entries">
          Default tone from defaultProps, root and title restyled by styleOverrides.
        </Notice>
      </ThemeProvider>
    </div>
  );
}
