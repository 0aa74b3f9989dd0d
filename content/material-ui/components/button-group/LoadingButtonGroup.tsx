import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import LoadingButton from '@mui/lab/LoadingButton';
import SaveIcon from '@mui/icons-material/Save';

export default function LoadingButtonGroup() {
  const [saving, setSaving] = React.useState(false);
  const saveRef = React.useRef<HTMLButtonElement>(null);
  const wasSaving = React.useRef(false);

  React.useEffect(() => {
    if (saving) {
      wasSaving.current = true;
      const timer = setTimeout(() => setSaving(false), 1500);
      return () => clearTimeout(timer);
    }
    // The button was disabled while saving and lost focus: give it back.
    if (wasSaving.current) {
      wasSaving.current = false;
      saveRef.current?.focus();
    }
    return undefined;
  }, [saving]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <ButtonGroup variant="outlined" aria-label="Draft actions">
        <Button disabled={saving}>Preview</Button>
        <LoadingButton
          ref={saveRef}
          loading={saving}
          loadingPosition="start"
          startIcon={<SaveIcon />}
          onClick={() => setSaving(true)}
        >
          {saving ? 'Saving' : 'Save draft'}
        </LoadingButton>
      </ButtonGroup>
    </Stack>
  );
}
