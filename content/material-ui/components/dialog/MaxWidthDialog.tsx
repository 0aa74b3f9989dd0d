import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';

type MaxWidth = Exclude<DialogProps['maxWidth'], undefined>;

export default function MaxWidthDialog() {
  const [open, setOpen] = React.useState(false);
  const [maxWidth, setMaxWidth] = React.useState<MaxWidth>('sm');
  const [fullWidth, setFullWidth] = React.useState(true);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open the size playground
      </Button>
      <Dialog
        fullWidth={fullWidth}
        maxWidth={maxWidth}
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="size-dialog-title"
      >
        <DialogTitle id="size-dialog-title">Dialog width</DialogTitle>
        <DialogContent>
          <DialogContentText>
            maxWidth caps the width at a breakpoint; fullWidth stretches the dialog up to that cap.
            Without fullWidth the dialog is only as wide as its content.
          </DialogContentText>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              marginBlockStart: 2,
            }}
          >
            <FormControl sx={{ minWidth: 140 }}>
              <InputLabel id="dialog-max-width-label">maxWidth</InputLabel>
              <Select
                labelId="dialog-max-width-label"
                label="maxWidth"
                value={maxWidth === false ? 'false' : maxWidth}
                onChange={(event) => {
                  const next = event.target.value;
                  setMaxWidth(next === 'false' ? false : (next as MaxWidth));
                }}
              >
                {['false', 'xs', 'sm', 'md', 'lg', 'xl'].map((value) => (
                  <MenuItem key={value} value={value}>
                    {value}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControlLabel
              control={
                <Switch
                  checked={fullWidth}
                  onChange={(event) => setFullWidth(event.target.checked)}
                />
              }
              label="fullWidth"
            />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
