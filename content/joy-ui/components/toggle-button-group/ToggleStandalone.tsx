import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import BookmarkBorderRounded from '@mui/icons-material/BookmarkBorderRounded';
import BookmarkRounded from '@mui/icons-material/BookmarkRounded';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';

export default function ToggleStandalone() {
  const [saved, setSaved] = React.useState(false);
  const [following, setFollowing] = React.useState(true);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <IconButton
        variant={saved ? 'soft' : 'outlined'}
        color={saved ? 'primary' : 'neutral'}
        aria-label="Save recipe"
        aria-pressed={saved}
        onClick={() => setSaved((value) => !value)}
      >
        {saved ? <BookmarkRounded /> : <BookmarkBorderRounded />}
      </IconButton>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<NotificationsActiveOutlined />}
        aria-pressed={following}
        onClick={() => setFollowing((value) => !value)}
      >
        Follow the thread
      </Button>
    </Box>
  );
}
