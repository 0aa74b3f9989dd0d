import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';

export default function TextareaFocusRing() {
  return (
    <Stack spacing={2} sx={{ width: 320 }}>
      {/* The default: a 2px ring drawn inside the border. */}
      <Textarea
        minRows={2}
        placeholder="Default focus ring (inside)"
        slotProps={{ textarea: { 'aria-label': 'Default focus ring' } }}
      />
      {/* An empty inset (the "var(--x, )" trick) moves the ring outside the border. */}
      <Textarea
        minRows={2}
        placeholder="Ring outside the border, in a custom colour"
        slotProps={{ textarea: { 'aria-label': 'Ring outside the border' } }}
        sx={{
          '--Textarea-focusedInset': 'var(--any, )',
          '--Textarea-focusedThickness': '0.25rem',
          '--Textarea-focusedHighlight': 'rgba(13 110 253 / 0.25)',
          '&:focus-within': { borderColor: '#86b7fe' },
        }}
      />
      {/* Only the bottom edge: an underlined field. */}
      <Textarea
        minRows={2}
        variant="plain"
        placeholder="Underline on focus"
        slotProps={{ textarea: { 'aria-label': 'Underline on focus' } }}
        sx={{
          '--Textarea-radius': '0px',
          borderBottom: '2px solid',
          borderColor: 'neutral.outlinedBorder',
          '&::before': {
            transform: 'scaleX(0)',
            transformOrigin: 'center',
            transition: 'transform 0.2s',
            borderBottom: '2px solid var(--Textarea-focusedHighlight)',
            boxShadow: 'none',
            top: 'auto',
            bottom: -2,
            height: 0,
          },
          '&:focus-within::before': { transform: 'scaleX(1)' },
        }}
      />
    </Stack>
  );
}
