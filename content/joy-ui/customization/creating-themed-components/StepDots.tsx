import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';

// A small component with its own CSS variables, in Joy's style.
const Dot = styled('span')<{ ownerState: { active: boolean } }>(({ theme, ownerState }) => ({
  '--StepDots-size': '10px',
  width: ownerState.active ? 'calc(var(--StepDots-size) * 2.5)' : 'var(--StepDots-size)',
  height: 'var(--StepDots-size)',
  borderRadius: 'var(--StepDots-size)',
  backgroundColor: ownerState.active
    ? theme.vars.palette.primary.solidBg
    : theme.vars.palette.neutral.outlinedBorder,
  transition: 'width 0.2s, background-color 0.2s',
}));

function StepDots({ count, active }: { count: number; active: number }) {
  return (
    <Box
      role="img"
      aria-label={`Step ${active + 1} of ${count}`}
      sx={{ display: 'flex', gap: 0.75, alignItems: 'center' }}
    >
      {Array.from({ length: count }, (_, index) => (
        <Dot key={index} ownerState={{ active: index === active }} />
      ))}
    </Box>
  );
}

export default function StepDotsDemo() {
  const [active, setActive] = React.useState(0);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <StepDots count={4} active={active} />
      <Stack direction="row" spacing={1}>
        <Button
          variant="outlined"
          color="neutral"
          size="sm"
          disabled={active === 0}
          onClick={() => setActive(active - 1)}
        >
          Back
        </Button>
        <Button size="sm" disabled={active === 3} onClick={() => setActive(active + 1)}>
          Next
        </Button>
      </Stack>
    </Stack>
  );
}
