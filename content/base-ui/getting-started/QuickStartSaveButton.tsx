import * as React from 'react';
import { Button, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const SaveButton = styled(Button)(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '8px 16px',
  border: 0,
  borderRadius: 8,
  backgroundColor: '#2d57d6',
  color: '#fff',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#2446ad' },
  [`&.${buttonClasses.active}`]: { backgroundColor: '#1c377f' },
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #8aaeff', outlineOffset: 2 },
  [`&.${buttonClasses.disabled}`]: {
    backgroundColor: '#dadee6',
    color: '#3d4452',
    cursor: 'not-allowed',
  },
  ...theme.applyStyles('dark', {
    [`&.${buttonClasses.disabled}`]: { backgroundColor: '#262b35', color: '#c2c8d3' },
  }),
}));

export default function QuickStartSaveButton() {
  const [saves, setSaves] = React.useState(0);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      <SaveButton onClick={() => setSaves((count) => count + 1)}>Save</SaveButton>
      <SaveButton disabled>Publish</SaveButton>
      <p role="status" style={{ margin: 0, fontSize: '0.875rem' }}>
        {saves === 0 ? 'Not saved yet.' : `Saved ${saves} ${saves === 1 ? 'time' : 'times'}.`}
      </p>
    </div>
  );
}
