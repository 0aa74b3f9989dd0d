import { Switch as BaseSwitch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Switch = styled(BaseSwitch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  width: 44,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 999,
    backgroundColor: '#b0b8c4',
    transition: 'background-color 150ms',
    ...theme.applyStyles('dark', { backgroundColor: '#4b5565' }),
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 3,
    insetInlineStart: 3,
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'inset-inline-start 150ms',
  },
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
    zIndex: 1,
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: { backgroundColor: '#2d57d6' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { insetInlineStart: 23 },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '3px solid #8aaeff',
    outlineOffset: 2,
  },
  [`&.${switchClasses.disabled}`]: { opacity: 0.45, cursor: 'not-allowed' },
}));

const SWITCHES = [
  { label: 'Notifications', defaultChecked: true },
  { label: 'Location' },
  { label: 'Backup (managed by your admin)', defaultChecked: true, disabled: true },
];

export default function BasicSwitch() {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      {SWITCHES.map(({ label, ...props }) => (
        <Switch key={label} slotProps={{ input: { 'aria-label': label } }} {...props} />
      ))}
    </div>
  );
}
