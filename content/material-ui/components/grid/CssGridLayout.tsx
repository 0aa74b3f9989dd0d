import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';

const cell = { padding: 1.5, textAlign: 'center' } as const;

export default function CssGridLayout() {
  return (
    // Twelve columns, like Grid, but the browser does the placement, and rows can be spanned.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(12, 1fr)',
        gridAutoRows: 'minmax(56px, auto)',
        gap: 1,
      }}
    >
      <Paper variant="outlined" sx={{ ...cell, gridColumn: 'span 12' }}>
        Header
      </Paper>
      <Paper
        variant="outlined"
        sx={{ ...cell, gridColumn: { xs: 'span 12', sm: 'span 3' }, gridRow: { sm: 'span 2' } }}
      >
        Sidebar (two rows)
      </Paper>
      <Paper variant="outlined" sx={{ ...cell, gridColumn: { xs: 'span 12', sm: 'span 9' } }}>
        Main
      </Paper>
      <Paper variant="outlined" sx={{ ...cell, gridColumn: { xs: 'span 6', sm: 'span 4' } }}>
        Chart
      </Paper>
      <Paper variant="outlined" sx={{ ...cell, gridColumn: { xs: 'span 6', sm: 'span 5' } }}>
        Table
      </Paper>
    </Box>
  );
}
