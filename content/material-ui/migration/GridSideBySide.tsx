import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Grid2 from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Cell({ children }: { children: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1, textAlign: 'center', typography: 'body2' }}>
      {children}
    </Paper>
  );
}

export default function GridSideBySide() {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Grid (v1): items, xs and md props
        </Typography>
        <Grid container spacing={2}>
          <Grid item xs={12} md={8}>
            <Cell>Main · xs=12 md=8</Cell>
          </Grid>
          <Grid item xs={12} md={4}>
            <Cell>Aside · xs=12 md=4</Cell>
          </Grid>
        </Grid>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Grid2: no item prop, size and offset
        </Typography>
        <Grid2 container spacing={2}>
          <Grid2 size={{ xs: 12, md: 8 }}>
            <Cell>Main · size xs 12, md 8</Cell>
          </Grid2>
          <Grid2 size={{ xs: 12, md: 4 }}>
            <Cell>Aside · size xs 12, md 4</Cell>
          </Grid2>
          <Grid2 size={{ xs: 12, md: 6 }} offset={{ md: 3 }}>
            <Cell>Centred · offset md 3</Cell>
          </Grid2>
        </Grid2>
      </Box>
    </Stack>
  );
}
