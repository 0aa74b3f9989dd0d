import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function InlineEditClickAway() {
  const [title, setTitle] = React.useState('Quarterly planning');
  const [draft, setDraft] = React.useState<string | null>(null);

  const save = () => {
    if (draft !== null && draft.trim()) setTitle(draft.trim());
    setDraft(null);
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography variant="overline" component="p" color="text.secondary">
        Board name
      </Typography>
      {draft === null ? (
        <Button
          onClick={() => setDraft(title)}
          aria-label={`Edit board name: ${title}`}
          sx={{ textTransform: 'none', typography: 'h6', px: 1, marginInlineStart: -1 }}
          color="inherit"
        >
          {title}
        </Button>
      ) : (
        <ClickAwayListener onClickAway={save}>
          <TextField
            autoFocus
            size="small"
            fullWidth
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save();
              if (event.key === 'Escape') setDraft(null);
            }}
            slotProps={{ htmlInput: { 'aria-label': 'Board name' } }}
            helperText="Enter or click outside to save, Escape to cancel"
          />
        </ClickAwayListener>
      )}
    </Box>
  );
}
