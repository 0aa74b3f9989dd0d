import * as React from 'react';
import { Switch as BaseSwitch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Switch = styled(BaseSwitch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 36,
  height: 20,
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 999,
    backgroundColor: '#b0b8c4',
    ...theme.applyStyles('dark', { backgroundColor: '#4b5565' }),
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 2,
    insetInlineStart: 2,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'inset-inline-start 150ms',
  },
  [`& .${switchClasses.input}`]: { position: 'absolute', inset: 0, margin: 0, opacity: 0 },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: { backgroundColor: '#1f7a4d' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { insetInlineStart: 18 },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '3px solid #8aaeff',
    outlineOffset: 2,
  },
}));

const Label = styled('label')({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.875rem',
  cursor: 'pointer',
});

export default function SwitchWithLabel() {
  const [darkRoom, setDarkRoom] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Label>
        <Switch checked={darkRoom} onChange={(event) => setDarkRoom(event.target.checked)} />
        Night light {darkRoom ? 'on' : 'off'}
      </Label>
      <Label>
        <Switch defaultChecked />
        Play sounds
      </Label>
    </div>
  );
}
