import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

const files = ['invoice-0341.pdf', 'invoice-0342.pdf', 'contract-acme.docx'];

function FileList({ slot }: { slot: HTMLElement | null }) {
  const [selected, setSelected] = React.useState<string[]>([]);

  return (
    <Stack sx={{ p: 2 }}>
      {slot ? (
        <Portal container={slot}>
          <Button size="small" disabled={selected.length === 0} onClick={() => setSelected([])}>
            Archive {selected.length || ''}
          </Button>
        </Portal>
      ) : null}
      {files.map((file) => (
        <FormControlLabel
          key={file}
          label={file}
          control={
            <Checkbox
              size="small"
              checked={selected.includes(file)}
              onChange={(event) =>
                setSelected((prev) =>
                  event.target.checked ? [...prev, file] : prev.filter((f) => f !== file),
                )
              }
            />
          }
        />
      ))}
    </Stack>
  );
}

export default function ToolbarSlotPortal() {
  // A callback ref stores the slot in state, so the list re-renders once it exists.
  const [slot, setSlot] = React.useState<HTMLElement | null>(null);

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 420 }}>
      <Toolbar variant="dense" sx={{ gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="subtitle2" component="p" sx={{ flexGrow: 1 }}>
          Documents
        </Typography>
        <Box ref={setSlot} sx={{ display: 'flex' }} />
      </Toolbar>
      <FileList slot={slot} />
    </Box>
  );
}
