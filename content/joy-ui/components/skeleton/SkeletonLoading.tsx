import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonLoading() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography
        component="label"
        level="body-sm"
        startDecorator={
          <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        }
      >
        Loading
      </Typography>
      <Box aria-busy={loading} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar role="img" aria-label="Rosa Martín">
          <Skeleton loading={loading} variant="overlay" />
          RM
        </Avatar>
        <div>
          <Typography level="title-sm">
            <Skeleton loading={loading} variant="inline">
              Rosa Martín
            </Skeleton>
          </Typography>
          <Typography level="body-sm">
            <Skeleton loading={loading} variant="inline">
              Commented on your pull request
            </Skeleton>
          </Typography>
        </div>
      </Box>
    </Box>
  );
}
