import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

const itemSx = {
  paddingBlock: 1,
  paddingInline: 2,
  typography: 'body2',
  textAlign: 'center',
} as const;

export default function BasicStack() {
  return (
    <Stack
      direction="row"
      spacing={4}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Stack spacing={1}>
        {['Column', 'spacing={1}', 'default direction'].map((label) => (
          <Paper key={label} variant="outlined" sx={itemSx}>
            {label}
          </Paper>
        ))}
      </Stack>
      <Stack direction="row" spacing={2}>
        {['Row', 'spacing={2}'].map((label) => (
          <Paper key={label} variant="outlined" sx={itemSx}>
            {label}
          </Paper>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />}>
        {['With', 'vertical', 'dividers'].map((label) => (
          <Paper key={label} variant="outlined" sx={itemSx}>
            {label}
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
