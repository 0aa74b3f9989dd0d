import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

export default function ChatInput() {
  const [text, setText] = React.useState('');
  const [sent, setSent] = React.useState<string[]>(['See you at the station at nine?']);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter breaks the line, and nothing happens while an IME composes.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (text.trim()) {
        setSent((previous) => [...previous, text.trim()]);
        setText('');
      }
    }
  };

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Box
        component="ul"
        aria-label="Sent messages"
        sx={{ margin: 0, padding: 0, listStyle: 'none' }}
      >
        {sent.map((message, index) => (
          <Box
            component="li"
            key={index}
            sx={{
              marginBlockEnd: 0.5,
              paddingBlock: 0.75,
              paddingInline: 1.5,
              borderRadius: 2,
              bgcolor: 'action.selected',
              whiteSpace: 'pre-wrap',
            }}
          >
            {message}
          </Box>
        ))}
      </Box>
      <TextareaAutosize
        aria-label="Message"
        placeholder="Write a message"
        minRows={1}
        maxRows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        style={{ font: 'inherit', color: 'inherit', background: 'transparent', padding: 8 }}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        Enter sends, Shift+Enter starts a new line.
      </Typography>
    </Stack>
  );
}
