import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: 320,
  maxWidth: '100%',
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  font: 'inherit',
  fontSize: '0.875rem',
  lineHeight: 1.5,
  color: '#171a21',
  backgroundColor: '#fff',
  resize: 'none',
  '&:focus': { outline: 0, borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  ...theme.applyStyles('dark', {
    color: '#f6f7f9',
    backgroundColor: '#171a21',
    borderColor: '#4b5565',
  }),
}));

export default function BasicTextarea() {
  return (
    <Textarea
      aria-label="Delivery instructions"
      minRows={2}
      defaultValue="Leave the parcel with the concierge."
    />
  );
}
