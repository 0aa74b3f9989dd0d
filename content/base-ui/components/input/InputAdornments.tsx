import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';
import SearchIcon from '@mui/icons-material/Search';

const Input = styled(BaseInput)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  width: 240,
  padding: '0 12px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  color: '#5a6272',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#a9b1bf',
  }),
  [`&.${inputClasses.focused}`]: { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '8px 0',
    font: 'inherit',
    color: '#171a21',
    border: 0,
    outline: 0,
    background: 'none',
    ...theme.applyStyles('dark', { color: '#f6f7f9' }),
  },
}));

export default function InputAdornments() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Input
        aria-label="Search orders"
        type="search"
        startAdornment={<SearchIcon fontSize="small" />}
      />
      <Input aria-label="Price" defaultValue="249.00" startAdornment="$" endAdornment="USD" />
      <Input aria-label="Parcel weight" defaultValue="2.5" endAdornment="kg" />
    </div>
  );
}
