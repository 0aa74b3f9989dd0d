import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const LIMIT = 140;

export default function TextareaDecorators() {
  const [text, setText] = React.useState('Shipped the new onboarding flow today');
  const tooLong = text.length > LIMIT;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 440 }}>
      <FormControl error={tooLong}>
        <FormLabel>Status update</FormLabel>
        <Textarea
          error={tooLong}
          minRows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          endDecorator={
            <Box sx={{ display: 'flex', width: '100%', alignItems: 'center', gap: 1 }}>
              <Typography level="body-xs" sx={{ flex: 1 }} aria-live="polite">
                {text.length} / {LIMIT}
              </Typography>
              <Button size="sm" disabled={tooLong || text.length === 0}>
                Post
              </Button>
            </Box>
          }
        />
        {tooLong && (
          <FormHelperText sx={{ color: 'danger.plainColor' }}>
            Keep it under {LIMIT} characters.
          </FormHelperText>
        )}
      </FormControl>
      <FormControl disabled>
        <FormLabel>Archived comment</FormLabel>
        <Textarea minRows={2} defaultValue="This thread was closed by a moderator." />
      </FormControl>
    </Box>
  );
}
