import { Switch as BaseSwitch, switchClasses } from '@mui/base/Switch';
import { styled } from '@mui/system';

// Every selector below targets a class Switch puts on its parts by default.
const Switch = styled(BaseSwitch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 40,
  height: 24,
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 12,
    backgroundColor: '#7b8394',
    ...theme.applyStyles('dark', { backgroundColor: '#4b5565' }),
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 4,
    insetInlineStart: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
    transition: 'inset-inline-start 120ms',
  },
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'pointer',
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: { backgroundColor: '#2d57d6' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: { insetInlineStart: 20 },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '3px solid #8aaeff',
    outlineOffset: 2,
  },
}));

const Label = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.875rem',
});

export default function FirstSwitch() {
  return (
    <Label>
      <Switch defaultChecked />
      Email notifications
    </Label>
  );
}
