import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

const Input = styled(BaseInput)(({ theme }) => ({
  display: 'flex',
  width: 260,
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  [`&.${inputClasses.focused}`]: { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  [`&.${inputClasses.error}`]: { borderColor: '#c4291c' },
  [`&.${inputClasses.disabled}`]: { opacity: 0.6 },
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '8px 12px',
    font: 'inherit',
    fontSize: '0.875rem',
    color: 'inherit',
    border: 0,
    outline: 0,
    background: 'none',
  },
}));

const FIELDS = [
  { id: 'input-email', label: 'Email', type: 'email', placeholder: 'ada@example.com' },
  { id: 'input-code', label: 'Invite code', defaultValue: 'X9-BAD', error: true },
  { id: 'input-team', label: 'Team', defaultValue: 'Analytics', disabled: true },
];

export default function BasicInput() {
  return (
    <div style={{ display: 'grid', gap: 12, fontSize: '0.875rem' }}>
      {FIELDS.map(({ label, ...props }) => (
        <div key={props.id} style={{ display: 'grid', gap: 4 }}>
          <label htmlFor={props.id}>{label}</label>
          <Input {...props} />
        </div>
      ))}
    </div>
  );
}
