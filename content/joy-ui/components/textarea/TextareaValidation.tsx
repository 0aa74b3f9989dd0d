import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const MIN = 30;

export default function TextareaValidation() {
  const [text, setText] = React.useState('It crashes.');
  const [touched, setTouched] = React.useState(true);
  const error = touched && text.trim().length < MIN;
  return (
    <FormControl required error={error} sx={{ width: 340 }}>
      <FormLabel>Steps to reproduce</FormLabel>
      <Textarea
        error={error}
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <FormHelperText sx={{ color: error ? 'danger.plainColor' : undefined }}>
        {error ? <InfoOutlined /> : null}
        {error
          ? `Describe what you did, in at least ${MIN} characters (${text.trim().length} so far).`
          : 'Thanks, that is enough to start.'}
      </FormHelperText>
    </FormControl>
  );
}
