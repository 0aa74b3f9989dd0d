import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const settings = [
  { label: 'Weekly digest', input: { name: 'digest' }, on: true },
  { label: 'Mentions, sent at once', input: { name: 'mentions', value: 'instant' }, on: true },
  { label: 'Product news', input: { name: 'marketing' }, on: false },
];

export default function SwitchFormSubmit() {
  const [submitted, setSubmitted] = React.useState<string | null>(null);
  return (
    <Box
      component="form"
      aria-label="Notification settings"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 320 }}
    >
      {settings.map((setting) => (
        <FormControl
          key={setting.input.name}
          orientation="horizontal"
          sx={{ justifyContent: 'space-between' }}
        >
          <FormLabel>{setting.label}</FormLabel>
          <Switch defaultChecked={setting.on} slotProps={{ input: setting.input }} />
        </FormControl>
      ))}
      <Button type="submit" size="sm" sx={{ alignSelf: 'flex-start' }}>
        Save
      </Button>
      <Typography level="body-sm" role="status" sx={{ fontFamily: 'code' }}>
        {submitted && `Submitted: ${submitted}`}
      </Typography>
    </Box>
  );
}
