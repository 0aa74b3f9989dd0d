import * as React from 'react';
import Box from '@mui/system/Box';

const notes = [
  {
    title: 'Invoice #2043 paid',
    tone: 'success.main',
    text: 'Settled by bank transfer on 12 March.',
  },
  {
    title: 'Card expires soon',
    tone: 'warning.main',
    text: 'Update the card ending 4412 before May.',
  },
  { title: 'Payment failed', tone: 'error.main', text: 'The bank declined the charge of €89.00.' },
];

export default function BorderSides() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, width: '100%', maxWidth: 420 }}>
      {notes.map((note) => (
        <Box
          key={note.title}
          sx={{
            // A logical side: the accent moves to the right in right-to-left pages.
            borderInlineStart: '4px solid',
            borderColor: note.tone,
            borderBottom: 1,
            borderBottomColor: 'divider',
            borderStartEndRadius: 8,
            borderEndEndRadius: 8,
            px: 2,
            py: 1,
            color: 'text.primary',
          }}
        >
          <Box component="strong" sx={{ display: 'block', fontSize: 14 }}>
            {note.title}
          </Box>
          <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
            {note.text}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
