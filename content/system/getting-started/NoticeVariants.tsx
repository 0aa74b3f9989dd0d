import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/system';
import { Notice } from './NoticeComponent';

/** A theme-level variant: a style for a prop combination the component itself knows nothing about. */
function withQuietVariant(outer: Theme): Theme {
  return {
    ...outer,
    components: {
      ...outer.components,
      AcmeNotice: {
        variants: [
          {
            props: { tone: 'info' },
            style: { backgroundColor: 'transparent', borderInlineStartStyle: 'dashed' },
          },
        ],
      },
    },
  };
}

export default function NoticeVariants() {
  return (
    <ThemeProvider theme={withQuietVariant}>
      <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
        <Notice title="Tip">Press / anywhere to search the help centre.</Notice>
        <Notice title="Saved" tone="success">
          Success notices keep their built-in look.
        </Notice>
      </div>
    </ThemeProvider>
  );
}
