import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

const sizes = ['small', 'medium', 'large'] as const;

export default function GroupSizesOrientation() {
  return (
    <Stack
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {sizes.map((size) => (
          <ButtonGroup key={size} size={size} aria-label={`${size} zoom controls`}>
            <Button>−</Button>
            <Button>100%</Button>
            <Button>+</Button>
          </ButtonGroup>
        ))}
      </Stack>
      <ButtonGroup orientation="vertical" variant="contained" aria-label="Layer order">
        <Button>Bring to front</Button>
        <Button>Bring forward</Button>
        <Button>Send backward</Button>
        <Button>Send to back</Button>
      </ButtonGroup>
    </Stack>
  );
}
