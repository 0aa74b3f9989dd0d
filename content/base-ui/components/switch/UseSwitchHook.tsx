import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

const Root = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: 64,
  height: 28,
  padding: '0 8px',
  borderRadius: 6,
  fontSize: '0.75rem',
  fontWeight: 700,
  boxSizing: 'border-box',
  border: '1px solid #7b8394',
  color: '#3d4452',
  backgroundColor: '#fff',
  '&[data-checked]': {
    justifyContent: 'flex-end',
    backgroundColor: '#2d57d6',
    borderColor: '#2d57d6',
    color: '#fff',
  },
  '&[data-focus-visible]': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  ...theme.applyStyles('dark', { backgroundColor: '#171a21', color: '#dadee6' }),
}));

function LabelledSwitch(props: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, focusVisible } = useSwitch(props);
  return (
    <Root data-checked={checked || undefined} data-focus-visible={focusVisible || undefined}>
      <input {...getInputProps()} aria-label={props.label} />
      <span aria-hidden>{checked ? 'ON' : 'OFF'}</span>
    </Root>
  );
}

export default function UseSwitchHook() {
  return (
    <div style={{ display: 'flex', gap: 16 }}>
      <LabelledSwitch label="Autosave" defaultChecked />
      <LabelledSwitch label="Spell check" />
    </div>
  );
}
