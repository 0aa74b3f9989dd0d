import * as React from 'react';
import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { teal } from '@mui/material/colors';

export default function LoadingPostCard() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ maxWidth: 380 }}>
      <FormControlLabel
        control={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
        label="Loading"
        sx={{ marginBottom: 1 }}
      />
      <Card variant="outlined" aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton variant="circular" width={40} height={40} />
            ) : (
              <Avatar sx={{ bgcolor: teal[800], color: '#fff' }} aria-hidden>
                LN
              </Avatar>
            )
          }
          title={loading ? <Skeleton width="50%" /> : 'Leila Nouri'}
          subheader={loading ? <Skeleton width="30%" /> : '2 hours ago'}
        />
        {loading ? (
          <Skeleton variant="rectangular" height={140} animation="wave" />
        ) : (
          <Box
            role="img"
            aria-label="Sunrise over a mountain lake"
            sx={{
              height: 140,
              background: 'linear-gradient(160deg, #f6d365 0%, #fda085 45%, #4a6fa5 100%)',
            }}
          />
        )}
        <CardContent>
          {loading ? (
            <>
              <Skeleton />
              <Skeleton width="80%" />
            </>
          ) : (
            <Typography variant="body2">
              Six hours of hiking for twenty minutes of this. Worth every step.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
