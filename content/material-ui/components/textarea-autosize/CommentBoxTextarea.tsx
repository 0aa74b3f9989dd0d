import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { styled } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables), which follow the colour scheme.
import type {} from '@mui/material/themeCssVarsAugmentation';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const LIMIT = 280;

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: theme.spacing(1.5),
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  border: 0,
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: 'transparent',
  '&:focus': { outline: 'none' },
}));

export default function CommentBoxTextarea() {
  const [text, setText] = React.useState('');
  const [comments, setComments] = React.useState(['Looks good to me, ship it.']);
  const remaining = LIMIT - text.length;
  const canPost = text.trim().length > 0 && remaining >= 0;

  const post = () => {
    if (!canPost) return;
    setComments((prev) => [...prev, text.trim()]);
    setText('');
  };

  return (
    <Box sx={{ maxWidth: 480 }}>
      <List dense disablePadding>
        {comments.map((comment, i) => (
          <ListItem key={i} disableGutters>
            <ListItemText primary={comment} secondary={i === 0 ? 'Sam' : 'You'} />
          </ListItem>
        ))}
      </List>
      <Box
        sx={{
          mt: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: 'primary.main', boxShadow: 1 },
        }}
      >
        <Textarea
          aria-label="Reply"
          aria-describedby="comment-box-count"
          placeholder="Write a reply…"
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) post();
          }}
        />
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            pb: 1,
          }}
        >
          <Typography
            id="comment-box-count"
            variant="caption"
            color={remaining < 0 ? 'error' : 'text.secondary'}
            sx={{ flexGrow: 1 }}
          >
            {remaining < 0
              ? `${-remaining} characters over the limit`
              : `${remaining} characters left`}
          </Typography>
          <Button size="small" variant="contained" disabled={!canPost} onClick={post}>
            Post
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
