import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const roles = ['primary', 'secondary', 'success', 'error'] as const;

// Translucent fills from the channel variables: they follow the colour scheme.
const Tint = styled('div', {
  shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'alpha',
})<{ tone: (typeof roles)[number]; alpha: number }>(({ theme, tone, alpha }) => ({
  padding: theme.spacing(1, 1.5),
  borderRadius: theme.shape.borderRadius,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: theme.vars
    ? `rgba(${theme.vars.palette[tone].mainChannel} / ${alpha})`
    : theme.palette[tone].light,
  fontFamily: 'monospace',
  fontSize: 13,
}));

export default function ChannelColors() {
  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 520 }}>
      {roles.map((role) => (
        <Box
          key={role}
          sx={{
            display: 'grid',
            gridTemplateColumns: '90px 1fr 1fr',
            gap: 1,
            alignItems: 'center',
          }}
        >
          <Typography variant="body2">{role}</Typography>
          <Tint tone={role} alpha={0.08}>
            / 0.08
          </Tint>
          <Tint tone={role} alpha={0.24}>
            / 0.24
          </Tint>
        </Box>
      ))}
    </Stack>
  );
}
