import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const message =
  'Reminder: the loading dock on the north side is closed for resurfacing until Thursday, so all ' +
  'deliveries go through the south gate.';

function MessageRow({ zeroMinWidth }: { zeroMinWidth: boolean }) {
  return (
    <Paper variant="outlined" sx={{ padding: 1.5, maxWidth: 420, overflow: 'hidden' }}>
      <Grid container spacing={2} wrap="nowrap" sx={{ alignItems: 'center' }}>
        <Grid item>
          <Avatar sx={{ bgcolor: 'grey.700', color: 'common.white' }}>FM</Avatar>
        </Grid>
        <Grid item xs zeroMinWidth={zeroMinWidth}>
          <Typography noWrap>{message}</Typography>
        </Grid>
      </Grid>
    </Paper>
  );
}

export default function ZeroMinWidthGrid() {
  return (
    <Grid container direction="column" spacing={2}>
      <Grid item>
        <Typography variant="body2" component="p" gutterBottom>
          Without zeroMinWidth: the text pushes the item wider than the row
        </Typography>
        <MessageRow zeroMinWidth={false} />
      </Grid>
      <Grid item>
        <Typography variant="body2" component="p" gutterBottom>
          With zeroMinWidth: the item may shrink, so the text is cut with an ellipsis
        </Typography>
        <MessageRow zeroMinWidth />
      </Grid>
    </Grid>
  );
}
