import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog, { type ModalDialogProps } from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';

type Look = Pick<ModalDialogProps, 'variant' | 'color' | 'size'>;

const looks: (Look & { label: string })[] = [
  { label: 'Outlined (default)', variant: 'outlined', color: 'neutral' },
  { label: 'Soft warning', variant: 'soft', color: 'warning' },
  { label: 'Solid primary', variant: 'solid', color: 'primary' },
  { label: 'Small', size: 'sm' },
  { label: 'Large', size: 'lg' },
];

export default function ModalVariantsSizes() {
  const [open, setOpen] = React.useState<(Look & { label: string }) | null>(null);
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}
      >
        {looks.map((look) => (
          <Button key={look.label} variant="outlined" color="neutral" onClick={() => setOpen(look)}>
            {look.label}
          </Button>
        ))}
      </Stack>
      <Modal open={open !== null} onClose={() => setOpen(null)}>
        <ModalDialog
          variant={open?.variant}
          color={open?.color}
          size={open?.size}
          invertedColors={open?.variant === 'solid'}
        >
          <ModalClose aria-label="Close" />
          <DialogTitle>{open?.label}</DialogTitle>
          <DialogContent>
            The dialog&apos;s variant, colour and size reach its title, text and close button.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
