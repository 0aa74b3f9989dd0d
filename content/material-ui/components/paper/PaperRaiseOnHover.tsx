import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const shelves = [
  { id: 'fiction', title: 'Fiction', detail: '1,240 titles' },
  { id: 'travel', title: 'Travel', detail: '312 titles' },
  { id: 'cooking', title: 'Cooking', detail: '486 titles' },
];

export default function PaperRaiseOnHover() {
  const [raised, setRaised] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState('fiction');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shelves.map((shelf) => (
        <Paper
          key={shelf.id}
          component="button"
          type="button"
          // The elevation prop sets both the shadow and, in dark mode, the lighter overlay.
          elevation={raised === shelf.id ? 8 : 1}
          aria-pressed={open === shelf.id}
          onClick={() => setOpen(shelf.id)}
          onMouseEnter={() => setRaised(shelf.id)}
          onMouseLeave={() => setRaised(null)}
          onFocus={() => setRaised(shelf.id)}
          onBlur={() => setRaised(null)}
          sx={{
            width: 150,
            padding: 2,
            border: 0,
            font: 'inherit',
            textAlign: 'start',
            cursor: 'pointer',
            outlineOffset: 2,
            borderInlineStart: 4,
            borderInlineStartColor: open === shelf.id ? 'primary.main' : 'transparent',
          }}
        >
          <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {shelf.title}
          </Typography>
          <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
            {shelf.detail}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
