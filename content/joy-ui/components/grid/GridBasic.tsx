import Grid from '@mui/joy/Grid';
import Tile from './Tile';

export default function GridBasic() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      <Grid xs={12} md={8}>
        <Tile>xs=12 md=8</Tile>
      </Grid>
      <Grid xs={12} md={4}>
        <Tile>xs=12 md=4</Tile>
      </Grid>
      <Grid xs={6} sm={4}>
        <Tile>xs=6 sm=4</Tile>
      </Grid>
      <Grid xs={6} sm={4}>
        <Tile>xs=6 sm=4</Tile>
      </Grid>
      <Grid xs={12} sm={4}>
        <Tile>xs=12 sm=4</Tile>
      </Grid>
      <Grid xs="auto">
        <Tile>xs=auto</Tile>
      </Grid>
      <Grid xs>
        <Tile>xs (grows)</Tile>
      </Grid>
    </Grid>
  );
}
