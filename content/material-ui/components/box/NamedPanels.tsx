import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables) in the styles below.
import type {} from '@mui/material/themeCssVarsAugmentation';

// Written once instead of the same sx on every box. theme.vars keeps the tint right in dark mode.
const Panel = styled('section')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
}));

export default function NamedPanels() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <Panel aria-label="Notifications">
        <Typography variant="body2">Email me when someone replies.</Typography>
      </Panel>
      <Panel aria-label="Privacy">
        <Typography variant="body2">Only members can see my profile.</Typography>
      </Panel>
      {/* A styled component still takes sx for a one-off change. */}
      <Panel aria-label="Danger zone" sx={{ border: 1, borderColor: 'error.main' }}>
        <Typography variant="body2">Deleting the account cannot be undone.</Typography>
      </Panel>
    </Stack>
  );
}
