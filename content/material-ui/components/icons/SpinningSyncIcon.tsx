import * as React from 'react';
import Button from '@mui/material/Button';
import SyncIcon from '@mui/icons-material/Sync';

export default function SpinningSyncIcon() {
  const [syncing, setSyncing] = React.useState(false);

  React.useEffect(() => {
    if (!syncing) return undefined;
    const timer = setTimeout(() => setSyncing(false), 2000);
    return () => clearTimeout(timer);
  }, [syncing]);

  return (
    <Button
      variant="outlined"
      // aria-disabled keeps the button focusable while it ignores clicks.
      onClick={() => {
        if (!syncing) setSyncing(true);
      }}
      aria-disabled={syncing}
      startIcon={
        <SyncIcon
          sx={{
            '@keyframes sync-spin': {
              from: { transform: 'rotate(360deg)' },
              to: { transform: 'rotate(0deg)' },
            },
            animation: syncing ? 'sync-spin 1s linear infinite' : 'none',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      }
    >
      {syncing ? 'Syncing…' : 'Sync now'}
    </Button>
  );
}
