import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
  spacing: ['0', '1', '2', '4'],
} as const;

type Setting = keyof typeof options;

const heights = [40, 64, 52];

export default function StackPlayground() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
    spacing: '2',
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ padding: 2, minHeight: 200, display: 'flex' }}>
        <Stack
          direction={settings.direction as Direction}
          spacing={Number(settings.spacing)}
          sx={{
            flexGrow: 1,
            justifyContent: settings.justifyContent,
            alignItems: settings.alignItems,
          }}
        >
          {['Inbox', 'Drafts', 'Sent'].map((label, index) => (
            <Paper
              key={label}
              sx={{ minHeight: heights[index], minWidth: 72, padding: 1, typography: 'body2' }}
            >
              {label}
            </Paper>
          ))}
        </Stack>
      </Paper>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <FormControl key={setting}>
            <FormLabel id={`stack-playground-${setting}`}>{setting}</FormLabel>
            <RadioGroup
              aria-labelledby={`stack-playground-${setting}`}
              value={settings[setting]}
              onChange={(event) => setSettings({ ...settings, [setting]: event.target.value })}
            >
              {options[setting].map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio size="small" />}
                  label={value}
                  slotProps={{ typography: { variant: 'body2' } }}
                />
              ))}
            </RadioGroup>
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
