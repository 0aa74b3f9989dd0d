import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

type Status = 'idle' | 'waiting' | 'saved';

export default function TextareaAutosave() {
  const [text, setText] = React.useState('Bring the spare oars to the boathouse on Friday.');
  const [status, setStatus] = React.useState<Status>('idle');
  const [savedAt, setSavedAt] = React.useState('');
  React.useEffect(() => {
    if (status !== 'waiting') {
      return undefined;
    }
    // Save 800 ms after the last keystroke; a new keystroke restarts the wait.
    const timer = setTimeout(() => {
      setSavedAt(new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }));
      setStatus('saved');
    }, 800);
    return () => clearTimeout(timer);
  }, [status, text]);
  return (
    <FormControl sx={{ width: '100%', maxWidth: 420 }}>
      <FormLabel>Note for the crew</FormLabel>
      <Textarea
        minRows={3}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setStatus('waiting');
        }}
      />
      <FormHelperText aria-live="polite">
        {status === 'waiting' && 'Saving…'}
        {status === 'saved' && `Saved at ${savedAt}`}
        {status === 'idle' && 'Changes are saved as you type.'}
      </FormHelperText>
    </FormControl>
  );
}
