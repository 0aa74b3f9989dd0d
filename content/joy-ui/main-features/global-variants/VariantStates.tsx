import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function VariantStates() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      {(['solid', 'soft', 'outlined', 'plain'] as const).map((variant) => (
        <Stack key={variant} direction="row" spacing={1.5}>
          <Button variant={variant} color="neutral">
            Enabled
          </Button>
          <Button variant={variant} color="neutral" disabled>
            Disabled
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
