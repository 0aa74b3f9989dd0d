import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonLoading() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl orientation="horizontal" size="sm" sx={{ gap: 1, alignItems: 'center' }}>
        <Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />
        <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>Loading</FormLabel>
      </FormControl>
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
