import * as React from 'react';
import Box from '@mui/joy/Box';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const sources = ['A friend', 'A search engine', 'A podcast'];

export default function RadioOther() {
  const [value, setValue] = React.useState('A podcast');
  const [other, setOther] = React.useState('');
  const otherRef = React.useRef<HTMLInputElement>(null);
  const labelId = React.useId();
  return (
    <Box sx={{ maxWidth: 360 }}>
      <FormLabel id={labelId}>How did you hear about us?</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        name="heard-from"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (event.target.value === 'other') {
            // Let the radio update first, then move to the field that now matters.
            requestAnimationFrame(() => otherRef.current?.focus());
          }
        }}
        sx={{ mt: 1 }}
      >
        {sources.map((source) => (
          <Radio key={source} value={source} label={source} />
        ))}
        <Radio value="other" label="Somewhere else" />
      </RadioGroup>
      <Input
        size="sm"
        placeholder="Where?"
        value={other}
        onChange={(event) => setOther(event.target.value)}
        disabled={value !== 'other'}
        slotProps={{ input: { ref: otherRef, 'aria-label': 'Where did you hear about us?' } }}
        sx={{ mt: 1, marginInlineStart: 3.5 }}
      />
    </Box>
  );
}
