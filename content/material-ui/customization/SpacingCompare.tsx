import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

const withSpacing =
  (spacing: number) =>
  (outer: Theme): Theme => ({
    ...outer,
    spacing: createTheme({ spacing }).spacing,
  });

function Card({ unit }: { unit: number }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: '1 1 220px' }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        spacing: {unit}
      </Typography>
      <Stack spacing={2}>
        <Box sx={{ p: 1.5, bgcolor: 'action.selected', borderRadius: 1 }}>Invoice #4021</Box>
        <Box sx={{ p: 1.5, bgcolor: 'action.selected', borderRadius: 1 }}>Invoice #4022</Box>
      </Stack>
    </Paper>
  );
}

export default function SpacingCompare() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', width: '100%' }}>
      {[4, 8, 12].map((unit) => (
        <ThemeProvider key={unit} theme={withSpacing(unit)}>
          <Card unit={unit} />
        </ThemeProvider>
      ))}
    </Stack>
  );
}
