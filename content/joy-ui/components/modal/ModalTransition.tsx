import * as React from 'react';
import { keyframes } from '@mui/system';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;
const growIn = keyframes`from { opacity: 0; scale: 0.94; } to { opacity: 1; scale: 1; }`;
const shrinkOut = keyframes`from { opacity: 1; scale: 1; } to { opacity: 0; scale: 0.94; }`;

type Phase = 'closed' | 'open' | 'closing';

export default function ModalTransition() {
  const [phase, setPhase] = React.useState<Phase>('closed');
  const closing = phase === 'closing';
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setPhase('open')}>
        What&apos;s new
      </Button>
      <Modal
        open={phase !== 'closed'}
        onClose={() => setPhase('closing')}
        slotProps={{
          backdrop: {
            sx: {
              animation: `${closing ? fadeOut : fadeIn} 200ms ease forwards`,
              '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms' },
            },
          },
        }}
      >
        <ModalDialog
          onAnimationEnd={() => {
            if (closing) setPhase('closed');
          }}
          sx={{
            animation: `${closing ? shrinkOut : growIn} 200ms ease forwards`,
            '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms' },
          }}
        >
          <ModalClose aria-label="Close" />
          <DialogTitle>Version 4.2</DialogTitle>
          <DialogContent>
            Offline mode for the mobile app, faster search, and a dark theme for printing labels.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </React.Fragment>
  );
}
