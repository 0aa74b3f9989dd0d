import * as React from 'react';
import Button from '@mui/joy/Button';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SelectOpenState() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button size="sm" variant="outlined" color="neutral" onClick={() => setOpen(!open)}>
        {open ? 'Close' : 'Open'} the list from outside
      </Button>
      <Select
        listboxOpen={open}
        onListboxOpenChange={setOpen}
        defaultValue="weekly"
        aria-label="Report frequency"
        sx={{ width: 200 }}
      >
        <Option value="daily">Daily</Option>
        <Option value="weekly">Weekly</Option>
        <Option value="monthly">Monthly</Option>
      </Select>
      <Typography level="body-sm">listboxOpen: {String(open)}</Typography>
    </Stack>
  );
}
