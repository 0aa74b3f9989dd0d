import Grid from '@mui/joy/Grid';
import Tile from './Tile';

export default function GridAutoLayout() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      {/* `true` items share what is left after the fixed one; `auto` fits its content. */}
      <Grid xs>
        <Tile>xs (grows)</Tile>
      </Grid>
      <Grid xs={6}>
        <Tile>xs=6</Tile>
      </Grid>
      <Grid xs>
        <Tile>xs (grows)</Tile>
      </Grid>
      <Grid xs="auto">
        <Tile>xs=&quot;auto&quot;: as wide as this text</Tile>
      </Grid>
      <Grid xs>
        <Tile>xs (grows)</Tile>
      </Grid>
    </Grid>
  );
}
