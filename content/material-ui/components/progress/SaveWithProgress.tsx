import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

type State = 'idle' | 'saving' | 'saved';

export default function SaveWithProgress() {
  const [state, setState] = React.useState<State>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const save = () => {
    if (state === 'saving') {
      return;
    }
    setState('saving');
    timer.current = setTimeout(() => setState('saved'), 2000);
  };

  const saving = state === 'saving';
  const message = { idle: 'Draft not synced yet.', saving: 'Syncing…', saved: 'Draft synced.' }[
    state
  ];

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
      {/* A ring around a floating action button. */}
      <Box sx={{ position: 'relative' }}>
        <Fab
          color={state === 'saved' ? 'success' : 'primary'}
          aria-label="Sync draft"
          aria-disabled={saving}
          onClick={save}
        >
          {state === 'saved' ? <CheckIcon /> : <CloudUploadIcon />}
        </Fab>
        {saving && (
          <CircularProgress
            size={68}
            aria-hidden
            sx={{ position: 'absolute', top: -6, insetInlineStart: -6, pointerEvents: 'none' }}
          />
        )}
      </Box>
      {/* A spinner over a button that keeps its label, and so its width. */}
      <Box sx={{ position: 'relative' }}>
        <Button variant="contained" aria-disabled={saving} onClick={save}>
          {/* opacity, not visibility: the label stays the button's accessible name. */}
          <Box component="span" sx={{ opacity: saving ? 0 : 1 }}>
            Sync draft
          </Box>
        </Button>
        {saving && (
          <CircularProgress
            size={24}
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              insetInlineStart: '50%',
              marginTop: '-12px',
              marginInlineStart: '-12px',
              pointerEvents: 'none',
            }}
          />
        )}
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {message}
      </Typography>
    </Box>
  );
}
