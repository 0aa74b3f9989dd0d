import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

export default function CurrentMode() {
  const { mode, systemMode } = useColorScheme();
  // The mode is read from storage in the browser: render nothing mode-specific before that.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Typography level="body-sm">Values returned by useColorScheme() on this page:</Typography>
      <Stack direction="row" spacing={1}>
        <Chip variant="soft" color="primary">
          mode: {mounted ? String(mode) : '…'}
        </Chip>
        <Chip variant="soft" color="neutral">
          systemMode: {mounted ? String(systemMode) : '…'}
        </Chip>
      </Stack>
    </Stack>
  );
}
