import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

type Motion = { name: string; duration: string; timing: string };

const motions: [Motion, ...Motion[]] = [
  { name: 'Default', duration: '0.3s', timing: 'ease' },
  { name: 'Slow and soft', duration: '0.8s', timing: 'cubic-bezier(0.22, 1, 0.36, 1)' },
  { name: 'Overshoot', duration: '0.5s', timing: 'cubic-bezier(0.34, 1.56, 0.64, 1)' },
];

export default function DrawerTransition() {
  const [motion, setMotion] = React.useState<Motion>(motions[0]);
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {motions.map((item) => (
        <Button
          key={item.name}
          variant="outlined"
          color="neutral"
          onClick={() => {
            setMotion(item);
            setOpen(true);
          }}
        >
          {item.name}
        </Button>
      ))}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{
          '--Drawer-transitionDuration': motion.duration,
          '--Drawer-transitionFunction': motion.timing,
          // Visitors who ask for less motion get the panel without the slide.
          '@media (prefers-reduced-motion: reduce)': { '--Drawer-transitionDuration': '0s' },
        }}
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>{motion.name}</DialogTitle>
        <DialogContent sx={{ paddingInline: 2 }}>
          {motion.duration}, {motion.timing}
        </DialogContent>
      </Drawer>
    </Box>
  );
}
