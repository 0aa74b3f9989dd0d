import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const sources = ['A friend or colleague', 'A search engine', 'A podcast'];

export default function OtherOptionRadio() {
  const [source, setSource] = React.useState('');
  const [other, setOther] = React.useState('');

  const answer = source === 'other' ? other.trim() || '(not specified yet)' : source;

  return (
    <FormControl>
      <FormLabel id="other-option-label">How did you hear about us?</FormLabel>
      <RadioGroup
        aria-labelledby="other-option-label"
        name="referral-source"
        value={source}
        onChange={(event) => setSource(event.target.value)}
      >
        {sources.map((label) => (
          <FormControlLabel key={label} value={label} control={<Radio />} label={label} />
        ))}
        <FormControlLabel value="other" control={<Radio />} label="Other" />
      </RadioGroup>
      {/* Rendered right after the group: Tab from the checked radio reaches it next. */}
      {source === 'other' ? (
        <TextField
          label="Where?"
          size="small"
          value={other}
          onChange={(event) => setOther(event.target.value)}
          sx={{ marginInlineStart: 4, maxWidth: 280 }}
        />
      ) : null}
      <Typography variant="body2" sx={{ marginBlockStart: 2, color: 'text.secondary' }}>
        {source ? `Answer: ${answer}` : 'No answer yet'}
      </Typography>
    </FormControl>
  );
}
