import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ThumbUpIcon from '@mui/icons-material/ThumbUpOutlined';

export default function CommentStack() {
  const [likes, setLikes] = React.useState(4);
  const [liked, setLiked] = React.useState(false);

  return (
    <Stack direction="row" spacing={2} component="article" sx={{ maxWidth: 520 }}>
      <Avatar sx={{ bgcolor: 'success.main' }}>JO</Avatar>
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}
          useFlexGap
        >
          <Typography variant="subtitle2" component="p">
            Jun Okafor
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            2 hours ago
          </Typography>
        </Stack>
        <Typography variant="body2">
          The new onboarding flow is much clearer. Could we show the progress bar on the last step
          as well?
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            startIcon={<ThumbUpIcon />}
            aria-pressed={liked}
            onClick={() => {
              setLiked(!liked);
              setLikes((count) => count + (liked ? -1 : 1));
            }}
          >
            {`Like (${likes})`}
          </Button>
          <Button size="small">Reply</Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
