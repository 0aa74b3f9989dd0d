import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const reminders = [
  'None',
  '5 minutes before',
  '15 minutes before',
  '30 minutes before',
  '1 hour before',
  '1 day before',
];

interface ReminderDialogProps {
  open: boolean;
  value: string;
  onClose: (value?: string) => void;
}

function ReminderDialog({ open, value: valueProp, onClose }: ReminderDialogProps) {
  const [value, setValue] = React.useState(valueProp);
  const radioGroupRef = React.useRef<HTMLElement>(null);

  // Start from the saved value each time the dialog opens.
  React.useEffect(() => {
    if (open) setValue(valueProp);
  }, [open, valueProp]);

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      maxWidth="xs"
      fullWidth
      aria-labelledby="reminder-dialog-title"
      // Put focus on the checked radio, not on the first element of the dialog.
      TransitionProps={{
        onEntering: () =>
          radioGroupRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus(),
      }}
    >
      <DialogTitle id="reminder-dialog-title">Default reminder</DialogTitle>
      <DialogContent dividers>
        <RadioGroup
          ref={radioGroupRef}
          aria-labelledby="reminder-dialog-title"
          name="default-reminder"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        >
          {reminders.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose()}>Cancel</Button>
        <Button onClick={() => onClose(value)}>OK</Button>
      </DialogActions>
    </Dialog>
  );
}

export default function RadioConfirmationDialog() {
  const [open, setOpen] = React.useState(false);
  const [reminder, setReminder] = React.useState('15 minutes before');

  return (
    <List sx={{ maxWidth: 360, bgcolor: 'background.paper' }} aria-label="Calendar settings">
      {/* ListItem supplies the <li>: a ListItemButton alone would be a div directly in the <ul>. */}
      <ListItem disablePadding>
        <ListItemButton aria-haspopup="dialog" onClick={() => setOpen(true)}>
          <ListItemText primary="Default reminder" secondary={reminder} />
        </ListItemButton>
      </ListItem>
      <ReminderDialog
        open={open}
        value={reminder}
        onClose={(newValue) => {
          setOpen(false);
          if (newValue) setReminder(newValue);
        }}
      />
    </List>
  );
}
