import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

export default function DrawerResponsiveSize() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open the order summary
      </Button>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        sx={{
          // The whole screen on phones, a fixed 420px panel from the `md` breakpoint up.
          '--Drawer-horizontalSize': { xs: '100vw', md: '420px' },
        }}
      >
        <ModalClose aria-label="Close the order summary" />
        <DialogTitle>Order summary</DialogTitle>
        <DialogContent sx={{ px: 2 }}>
          2 × Linen notebook, 1 × Brass pen refill. Delivery on Tuesday.
        </DialogContent>
      </Drawer>
    </>
  );
}
