import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const cell = {
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  fontFamily: 'monospace',
  fontSize: 13,
  textAlign: 'center',
  whiteSpace: 'nowrap',
} as const;

export default function GridAutoGrow() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
      <Grid container spacing={1}>
        <Grid size="auto">
          <Box sx={cell}>size=&quot;auto&quot;</Box>
        </Grid>
        <Grid size="grow">
          <Box sx={{ ...cell, borderColor: 'primary.main' }}>size=&quot;grow&quot;</Box>
        </Grid>
        <Grid size={3}>
          <Box sx={cell}>size=3</Box>
        </Grid>
      </Grid>
      <Grid container spacing={1}>
        <Grid size={4}>
          <Box sx={cell}>size=4</Box>
        </Grid>
        <Grid size={4} offset={4}>
          <Box sx={{ ...cell, borderColor: 'primary.main' }}>offset=4</Box>
        </Grid>
      </Grid>
      <Grid container spacing={1}>
        <Grid size={3}>
          <Box sx={cell}>size=3</Box>
        </Grid>
        <Grid size={3} offset="auto">
          <Box sx={{ ...cell, borderColor: 'primary.main' }}>offset=&quot;auto&quot;</Box>
        </Grid>
      </Grid>
    </Box>
  );
}
