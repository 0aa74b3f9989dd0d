import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextareaDropHighlight() {
  const [dragging, setDragging] = React.useState(false);
  const [text, setText] = React.useState('');
  return (
    <FormControl sx={{ width: 360, maxWidth: '100%' }}>
      <FormLabel>Delivery notes</FormLabel>
      <Textarea
        minRows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onDragEnter={() => setDragging(true)}
        onDragLeave={() => setDragging(false)}
        onDrop={() => setDragging(false)}
        placeholder="Type here, or drag a selection of text onto the field"
        sx={{ '--Textarea-focused': dragging ? '1' : '0' }}
      />
      <FormHelperText>The ring shows while something is dragged over the field.</FormHelperText>
    </FormControl>
  );
}
