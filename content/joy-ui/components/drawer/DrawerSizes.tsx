import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer, { type DrawerProps } from '@mui/joy/Drawer';
import ModalClose from '@mui/joy/ModalClose';

export default function DrawerSizes() {
  const [size, setSize] = React.useState<DrawerProps['size'] | null>(null);
  const [floating, setFloating] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(['sm', 'md', 'lg'] as const).map((item) => (
        <Button
          key={item}
          variant="outlined"
          color="neutral"
          onClick={() => {
            setFloating(false);
            setSize(item);
          }}
        >
          Size {item}
        </Button>
      ))}
      <Button
        variant="soft"
        onClick={() => {
          setFloating(true);
          setSize('md');
        }}
      >
        Floating panel
      </Button>
      <Drawer
        size={size ?? 'md'}
        open={size !== null}
        anchor="right"
        onClose={() => setSize(null)}
        variant={floating ? 'outlined' : 'plain'}
        slotProps={
          floating
            ? {
                content: {
                  sx: {
                    borderRadius: 'md',
                    margin: 2,
                    height: 'auto',
                    boxShadow: 'lg',
                    padding: 2,
                  },
                },
              }
            : undefined
        }
      >
        <ModalClose aria-label="Close" />
        <DialogTitle>Drawer, size {size}</DialogTitle>
        <DialogContent sx={{ paddingInline: 2 }}>
          The panel keeps its width whatever its content.
        </DialogContent>
      </Drawer>
    </Box>
  );
}
