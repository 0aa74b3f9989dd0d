import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ModalClose from '@mui/joy/ModalClose';

const integrations = [
  'Calendar',
  'Chat',
  'Cloud storage',
  'Code hosting',
  'CRM',
  'Design files',
  'Email',
  'Forms',
  'Help desk',
  'Invoicing',
  'Issue tracker',
  'Maps',
  'Payments',
  'Spreadsheets',
  'Video calls',
  'Wiki',
];

export default function DrawerScrollable() {
  const [open, setOpen] = React.useState(false);
  const [selected, setSelected] = React.useState<string[]>(['Calendar', 'Email']);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Choose integrations ({selected.length})
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} anchor="right" size="sm">
        <ModalClose aria-label="Close" />
        <DialogTitle>Integrations</DialogTitle>
        <Divider />
        {/* Only this part scrolls; the title and the actions stay in place. */}
        <DialogContent>
          <List>
            {integrations.map((name) => (
              <ListItem key={name}>
                <Checkbox
                  label={name}
                  overlay
                  checked={selected.includes(name)}
                  onChange={(event) =>
                    setSelected((prev) =>
                      event.target.checked ? [...prev, name] : prev.filter((item) => item !== name),
                    )
                  }
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <Divider />
        <DialogActions sx={{ padding: 1.5 }}>
          <Button onClick={() => setOpen(false)}>Done</Button>
        </DialogActions>
      </Drawer>
    </React.Fragment>
  );
}
