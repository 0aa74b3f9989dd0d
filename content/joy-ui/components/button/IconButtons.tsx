import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import CircularProgress from '@mui/joy/CircularProgress';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';

export default function IconButtons() {
  const [liked, setLiked] = React.useState(false);
  const [refreshing, setRefreshing] = React.useState(false);

  React.useEffect(() => {
    if (!refreshing) return undefined;
    const timer = setTimeout(() => setRefreshing(false), 1500);
    return () => clearTimeout(timer);
  }, [refreshing]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <IconButton variant="solid" aria-label="Edit the recipe">
          <EditRounded />
        </IconButton>
        <IconButton variant="soft" aria-label="Share the recipe">
          <ShareRounded />
        </IconButton>
        <IconButton variant="outlined" color="danger" aria-label="Delete the recipe">
          <DeleteOutlineRounded />
        </IconButton>
        <IconButton
          variant="plain"
          color={liked ? 'danger' : 'neutral'}
          aria-label="Save to favourites"
          aria-pressed={liked}
          onClick={() => setLiked((value) => !value)}
        >
          {liked ? <FavoriteRounded /> : <FavoriteBorderRounded />}
        </IconButton>
        <IconButton
          variant="outlined"
          color="neutral"
          aria-label="Refresh the list"
          loading={refreshing}
          loadingIndicator={<CircularProgress color="neutral" aria-label="Refreshing" />}
          onClick={() => setRefreshing(true)}
        >
          <RefreshRounded />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        {(
          [
            ['sm', 'small'],
            ['md', 'medium'],
            ['lg', 'large'],
          ] as const
        ).map(([size, name]) => (
          <IconButton key={size} size={size} variant="soft" aria-label={`Edit, ${name} button`}>
            <EditRounded />
          </IconButton>
        ))}
      </Box>
    </Box>
  );
}
