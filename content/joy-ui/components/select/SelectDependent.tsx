import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

const lines: Record<string, string[]> = {
  'Coast line': ['Harbour', 'Lighthouse', 'Dune park', 'North beach'],
  'Valley line': ['Old mill', 'Bridge street', 'Orchard'],
  'Airport express': ['Central', 'Terminal 1', 'Terminal 2'],
};

export default function SelectDependent() {
  const [line, setLine] = React.useState<string | null>(null);
  const [stop, setStop] = React.useState<string | null>(null);
  const stops = line ? (lines[line] ?? []) : [];
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <FormControl sx={{ minWidth: 180 }}>
        <FormLabel>Line</FormLabel>
        <Select
          placeholder="Choose a line"
          sx={{ '--Select-placeholderOpacity': 0.8 }}
          value={line}
          onChange={(_event, value) => {
            setLine(value);
            setStop(null);
          }}
        >
          {Object.keys(lines).map((name) => (
            <Option key={name} value={name}>
              {name}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{ minWidth: 180 }}>
        <FormLabel>Stop</FormLabel>
        <Select
          disabled={!line}
          placeholder="Choose a stop"
          sx={{ '--Select-placeholderOpacity': 0.8 }}
          value={stop}
          onChange={(_event, value) => setStop(value)}
        >
          {stops.map((name) => (
            <Option key={name} value={name}>
              {name}
            </Option>
          ))}
        </Select>
        <FormHelperText>
          {line ? `${stops.length} stops on this line` : 'Pick a line first'}
        </FormHelperText>
      </FormControl>
    </Box>
  );
}
