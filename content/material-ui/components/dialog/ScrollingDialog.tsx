import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

const sections = [
  'Your account',
  'Acceptable use',
  'Payments and refunds',
  'Your content',
  'Privacy',
  'Termination',
  'Changes to these terms',
  'Contact',
];

export default function ScrollingDialog() {
  const [scroll, setScroll] = React.useState<DialogProps['scroll'] | null>(null);
  const close = () => setScroll(null);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => setScroll('paper')}>
        Terms (scroll inside)
      </Button>
      <Button variant="outlined" onClick={() => setScroll('body')}>
        Terms (scroll page)
      </Button>
      <Dialog
        open={scroll !== null}
        onClose={close}
        scroll={scroll ?? 'paper'}
        aria-labelledby="tos-dialog-title"
      >
        <DialogTitle id="tos-dialog-title">Terms of service</DialogTitle>
        <DialogContent dividers={scroll === 'paper'}>
          {sections.map((section, index) => (
            <React.Fragment key={section}>
              <Typography variant="subtitle1" component="h3">
                {index + 1}. {section}
              </Typography>
              <Typography variant="body2" sx={{ marginBottom: 2 }}>
                This section explains how {section.toLowerCase()} work on our service, what you can
                expect from us, and what we expect from you. We keep it in plain language and will
                tell you by email at least 30 days before anything in it changes.
              </Typography>
            </React.Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Decline</Button>
          <Button onClick={close} variant="contained">
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
