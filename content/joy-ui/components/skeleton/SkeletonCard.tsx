import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonCard() {
  const [ready, setReady] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Button size="sm" variant="outlined" onClick={() => setReady((value) => !value)}>
        {ready ? 'Show placeholders' : 'Load the card'}
      </Button>
      <Card variant="outlined" sx={{ width: 280 }} aria-busy={!ready}>
        <AspectRatio ratio="16/9" variant="soft" color="primary">
          {ready ? (
            <Typography level="h2" component="div" textColor="inherit">
              18°
            </Typography>
          ) : (
            <Skeleton variant="overlay" />
          )}
        </AspectRatio>
        {ready ? (
          <div>
            <Typography level="title-md">Lisbon today</Typography>
            <Typography level="body-sm">Sunny spells, light wind from the north-west.</Typography>
          </div>
        ) : (
          <div>
            <Skeleton variant="text" level="title-md" width="50%" />
            <Skeleton variant="text" level="body-sm" />
          </div>
        )}
      </Card>
    </Box>
  );
}
