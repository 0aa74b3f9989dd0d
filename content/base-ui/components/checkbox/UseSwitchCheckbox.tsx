import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 10,
  fontSize: '0.875rem',
  '& .field': { display: 'inline-flex', alignItems: 'center', gap: 10, cursor: 'pointer' },
  '& .box': {
    position: 'relative',
    display: 'inline-grid',
    placeItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    width: 20,
    height: 20,
    borderRadius: 5,
    border: '2px solid #7b8394',
    backgroundColor: '#fff',
    color: '#fff',
  },
  '& .box[data-checked]': { borderColor: '#2d57d6', backgroundColor: '#2d57d6' },
  '& .box[data-focus-visible]': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .box[data-disabled]': { opacity: 0.5 },
  '& .input:disabled': { cursor: 'not-allowed' },
  '& .input': { position: 'absolute', inset: -2, margin: 0, opacity: 0, cursor: 'pointer' },
  ...theme.applyStyles('dark', {
    '& .box': { backgroundColor: '#171a21', borderColor: '#9aa2b1', color: '#0b0d12' },
    '& .box[data-checked]': { borderColor: '#8aaeff', backgroundColor: '#8aaeff' },
  }),
}));

function Checkbox({ label, ...props }: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(props);
  return (
    <label className="field">
      <span
        className="box"
        data-checked={checked || undefined}
        data-focus-visible={focusVisible || undefined}
        data-disabled={disabled || undefined}
      >
        {/* Remove role="switch" (and its aria-checked) so the input keeps its checkbox role. */}
        <input
          {...getInputProps({ role: undefined, 'aria-checked': undefined })}
          className="input"
        />
        {checked ? (
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false">
            <path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : null}
      </span>
      {label}
    </label>
  );
}

export default function UseSwitchCheckbox() {
  return (
    <Styles>
      <Checkbox label="Gift wrap this order" defaultChecked />
      <Checkbox label="Leave at the door" />
      <Checkbox label="Signature required (not available)" disabled />
    </Styles>
  );
}
