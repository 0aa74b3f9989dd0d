import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function LongLabelFields() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {/* Cut off on screen; a screen reader still reads the whole label. */}
      <TextField label="Preferred delivery window for weekday orders" sx={{ width: 220 }} />
      <TextField
        label="Delivery window"
        helperText="For weekday orders, e.g. 9:00–12:00"
        sx={{ width: 220 }}
      />
    </Stack>
  );
}
