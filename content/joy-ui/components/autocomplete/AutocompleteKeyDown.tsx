import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

const commands = ['Archive', 'Assign to me', 'Mark as read', 'Move to folder…', 'Snooze'];

export default function AutocompleteKeyDown() {
  const [log, setLog] = React.useState(
    'Arrow keys move the highlight; Home and End move the caret.',
  );
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Command</FormLabel>
      <Autocomplete
        options={commands}
        autoHighlight
        onKeyDown={(event) => {
          if (event.key === 'Home' || event.key === 'End') {
            // Keep the browser's caret movement in the text instead of jumping in the list.
            (event as typeof event & { defaultMuiPrevented?: boolean }).defaultMuiPrevented = true;
            setLog(`${event.key} moved the caret, not the highlight.`);
          }
        }}
        onHighlightChange={(_event, option) => {
          if (option) setLog(`Highlighted: ${option}`);
        }}
      />
      <FormHelperText aria-live="polite">{log}</FormHelperText>
    </FormControl>
  );
}
