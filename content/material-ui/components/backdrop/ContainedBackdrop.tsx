import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function ContainedBackdrop() {
  const [refreshing, setRefreshing] = React.useState(false);
  const [updatedAt, setUpdatedAt] = React.useState('09:41');

  React.useEffect(() => {
    if (!refreshing) return undefined;
    const timer = setTimeout(() => {
      setRefreshing(false);
      setUpdatedAt('09:42');
    }, 1800);
    return () => clearTimeout(timer);
  }, [refreshing]);

  return (
    <Card variant="outlined" sx={{ position: 'relative', maxWidth: 340 }} aria-busy={refreshing}>
      <CardContent>
        <Typography variant="overline" component="h3">
          Active users
        </Typography>
        <Typography variant="h4" component="p">
          1,284
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Updated at {updatedAt}
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={() => setRefreshing(true)} disabled={refreshing}>
          Refresh
        </Button>
      </CardActions>
      {/* position: absolute keeps the backdrop inside the card instead of covering the page. */}
      <Backdrop
        open={refreshing}
        sx={{
          position: 'absolute',
          alignItems: 'flex-end',
          backgroundColor: 'rgba(0, 0, 0, 0.3)',
          backdropFilter: 'blur(2px)',
        }}
      >
        <LinearProgress aria-label="Refreshing active users" sx={{ width: '100%' }} />
      </Backdrop>
    </Card>
  );
}
