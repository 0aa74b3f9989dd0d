import Grid from '@mui/material/Grid2';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { deepPurple } from '@mui/material/colors';

function ProfileHeader({ loading }: { loading: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      {loading ? (
        <Skeleton variant="circular" component="div">
          <Avatar sx={{ width: 56, height: 56 }} />
        </Skeleton>
      ) : (
        <Avatar sx={{ width: 56, height: 56, bgcolor: deepPurple[600], color: '#fff' }} aria-hidden>
          KM
        </Avatar>
      )}
      <Box sx={{ flexGrow: 1 }}>
        <Typography variant="h5" component="p">
          {loading ? <Skeleton width="70%" /> : 'Kenji Matsuda'}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {loading ? <Skeleton width="50%" /> : 'Product designer, Osaka'}
        </Typography>
      </Box>
    </Box>
  );
}

export default function InferredSkeletons() {
  return (
    <Grid container spacing={4}>
      <Grid size={{ xs: 12, sm: 6 }} aria-busy>
        <ProfileHeader loading />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <ProfileHeader loading={false} />
      </Grid>
    </Grid>
  );
}
