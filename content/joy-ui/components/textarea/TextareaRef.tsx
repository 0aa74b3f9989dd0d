import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

const snippets = [
  { label: 'Greeting', text: 'Hi {name}, ' },
  { label: 'Order number', text: '{order}' },
  { label: 'Sign-off', text: '\nBest regards,\nThe support team' },
];

export default function TextareaRef() {
  const textareaRef = React.useRef<HTMLTextAreaElement>(null);
  const [text, setText] = React.useState('');
  const caret = React.useRef<number | null>(null);

  React.useEffect(() => {
    const element = textareaRef.current;
    if (element && caret.current !== null) {
      element.setSelectionRange(caret.current, caret.current);
      caret.current = null;
    }
  }, [text]);

  const insert = (snippet: string) => {
    const element = textareaRef.current;
    if (!element) return;
    const start = element.selectionStart;
    const end = element.selectionEnd;
    caret.current = start + snippet.length;
    setText(text.slice(0, start) + snippet + text.slice(end));
    element.focus();
  };

  return (
    <FormControl sx={{ width: 380, maxWidth: '100%' }}>
      <FormLabel>Reply template</FormLabel>
      <Textarea
        minRows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ textarea: { ref: textareaRef } }}
        endDecorator={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {snippets.map((snippet) => (
              <Button
                key={snippet.label}
                size="sm"
                variant="soft"
                color="neutral"
                onClick={() => insert(snippet.text)}
              >
                Insert {snippet.label.toLowerCase()}
              </Button>
            ))}
          </Box>
        }
      />
    </FormControl>
  );
}
