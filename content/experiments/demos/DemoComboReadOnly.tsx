import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function DemoComboReadOnly() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip label="Read-only" />
      <Chip label="Code open" color="primary" />
      <Chip label="Inline" variant="outlined" />
    </Stack>
  );
}
