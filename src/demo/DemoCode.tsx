/**
 * The code panel under a demo: the source highlighted at build time (no highlighter in the browser),
 * or the live editor while editing.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslate } from '@/i18n/I18nProvider';
import { codePanelSx } from './codePanelSx';

export interface DemoCodeProps {
  id: string;
  /** Build-time highlighted HTML of the source shown (trusted: generated from the repo's files). */
  html: string | null;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  /** The live editor, when editing. */
  editor?: React.ReactNode;
  /** A note above the code (e.g. which variant the live editor edits). */
  note?: string | null;
}

export default function DemoCode({
  id,
  html,
  loading,
  error,
  onRetry,
  editor,
  note,
}: DemoCodeProps) {
  const t = useTranslate();
  let body: React.ReactNode;
  if (editor) {
    body = editor;
  } else if (html) {
    body = (
      <Box
        data-testid="demo-source"
        sx={{ '& pre.shiki': { borderRadius: 0, border: 0, maxHeight: 560, overflow: 'auto' } }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  } else if (error) {
    body = (
      <Box role="alert" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}>
        {t('demo.sourceError')}
        <Button size="small" variant="outlined" onClick={onRetry}>
          {t('demo.retry')}
        </Button>
      </Box>
    );
  } else {
    body = (
      <Box role="status" sx={{ p: 2, color: 'text.secondary', fontSize: '0.875rem' }}>
        {loading ? t('demo.loadingSource') : null}
      </Box>
    );
  }
  return (
    <Box
      id={id}
      data-testid="demo-code"
      aria-busy={loading && !html && !editor ? true : undefined}
      sx={codePanelSx}
    >
      {note ? (
        <Box
          sx={{
            px: 2,
            py: 1,
            fontSize: '0.8125rem',
            color: 'text.secondary',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {note}
        </Box>
      ) : null}
      {body}
    </Box>
  );
}
