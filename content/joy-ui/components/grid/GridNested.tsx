import Box from '@mui/joy/Box';
import Grid from '@mui/joy/Grid';
import Tile from './Tile';

export default function GridNested() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%' }}>
      <Grid container spacing={2}>
        <Grid xs={12} sm={4}>
          <Tile>Sidebar</Tile>
        </Grid>
        <Grid container xs={12} sm={8}>
          <Grid xs={6}>
            <Tile>Nested 6</Tile>
          </Grid>
          <Grid xs={6}>
            <Tile>Nested 6</Tile>
          </Grid>
          <Grid xs={12}>
            <Tile>Nested 12</Tile>
          </Grid>
        </Grid>
      </Grid>
      <Grid container spacing={1} columns={16}>
        <Grid xs={10}>
          <Tile>10 of 16</Tile>
        </Grid>
        <Grid xs={6}>
          <Tile>6 of 16</Tile>
        </Grid>
      </Grid>
    </Box>
  );
}
