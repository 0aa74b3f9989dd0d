import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import SendRounded from '@mui/icons-material/SendRounded';

export default function TextareaComposer() {
  const [text, setText] = React.useState('');
  const [bold, setBold] = React.useState(false);
  const [italic, setItalic] = React.useState(false);
  const [sent, setSent] = React.useState<string[]>(['Morning! The build is green again.']);

  const send = () => {
    if (text.trim() === '') return;
    setSent((list) => [...list, text.trim()]);
    setText('');
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <List aria-label="Messages" sx={{ mb: 1 }}>
        {sent.map((message, index) => (
          <ListItem key={index} sx={{ fontWeight: bold ? 'lg' : undefined }}>
            {message}
          </ListItem>
        ))}
      </List>
      <FormControl>
        <FormLabel>Message #design</FormLabel>
        <Textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd + Enter sends; a plain Enter is a new line.
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              send();
            }
          }}
          placeholder="Write a message…"
          minRows={3}
          maxRows={8}
          sx={{
            fontWeight: bold ? 'lg' : undefined,
            fontStyle: italic ? 'italic' : 'normal',
          }}
          endDecorator={
            <Box
              sx={{
                display: 'flex',
                gap: 0.5,
                flex: 'auto',
                alignItems: 'center',
                borderTop: '1px solid',
                borderColor: 'divider',
                pt: 'var(--Textarea-paddingBlock)',
              }}
            >
              <IconButton
                size="sm"
                variant={bold ? 'soft' : 'plain'}
                color="neutral"
                aria-label="Bold"
                aria-pressed={bold}
                onClick={() => setBold(!bold)}
              >
                <FormatBoldRounded />
              </IconButton>
              <IconButton
                size="sm"
                variant={italic ? 'soft' : 'plain'}
                color="neutral"
                aria-label="Italic"
                aria-pressed={italic}
                onClick={() => setItalic(!italic)}
              >
                <FormatItalicRounded />
              </IconButton>
              <Typography level="body-xs" sx={{ marginInlineStart: 'auto' }}>
                Ctrl + Enter
              </Typography>
              <Button
                size="sm"
                endDecorator={<SendRounded />}
                onClick={send}
                disabled={text.trim() === ''}
              >
                Send
              </Button>
            </Box>
          }
        />
      </FormControl>
    </Box>
  );
}
