import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import LandscapeRounded from '@mui/icons-material/LandscapeRounded';

export default function SkeletonImage() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Button size="sm" variant="outlined" onClick={() => setLoading((value) => !value)}>
        {loading ? 'Show the photo' : 'Back to loading'}
      </Button>
      <Card variant="outlined" sx={{ width: 280 }} aria-busy={loading}>
        <AspectRatio ratio="4/3">
          <Skeleton loading={loading} component="div">
            <Box
              role="img"
              aria-label="Sunrise over the Dolomites"
              sx={{
                background: 'linear-gradient(160deg, #f6c28b 0%, #e07a5f 45%, #3d405b 100%)',
                color: '#fff',
              }}
            >
              <LandscapeRounded sx={{ fontSize: 64 }} />
            </Box>
          </Skeleton>
        </AspectRatio>
        <Typography level="title-sm">
          <Skeleton loading={loading}>Tre Cime at dawn</Skeleton>
        </Typography>
      </Card>
    </Box>
  );
}
