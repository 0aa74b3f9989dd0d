import Grid from '@mui/joy/Grid';
import Tile from './Tile';

export default function GridOffset() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid xs={6} md={4}>
        <Tile>md=4</Tile>
      </Grid>
      <Grid xs={6} md={4} mdOffset={4}>
        <Tile>md=4, mdOffset=4</Tile>
      </Grid>
      <Grid xs={4} xsOffset={2} md={3} mdOffset={0}>
        <Tile>xsOffset=2, mdOffset=0</Tile>
      </Grid>
      <Grid xs={4} xsOffset="auto">
        <Tile>xsOffset=&quot;auto&quot; (pushed to the end)</Tile>
      </Grid>
    </Grid>
  );
}
