import { Button as BaseButton, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const blue = { 100: '#e3ecff', 300: '#8aaeff', 600: '#2d57d6', 700: '#2446ad', 800: '#1c377f' };
const grey = {
  50: '#f6f7f9',
  200: '#dadee6',
  300: '#c2c8d3',
  700: '#3d4452',
  800: '#262b35',
  900: '#171a21',
};

const Button = styled(BaseButton)(({ theme }) => ({
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.5,
  padding: '8px 16px',
  borderRadius: 8,
  border: `1px solid ${blue[700]}`,
  backgroundColor: blue[600],
  color: '#fff',
  cursor: 'pointer',
  boxShadow: '0 1px 2px rgb(0 0 0 / 0.12)',
  transition: 'background-color 120ms, box-shadow 120ms, transform 120ms',
  '&:hover': { backgroundColor: blue[700] },
  [`&.${buttonClasses.active}`]: { backgroundColor: blue[800], transform: 'scale(0.98)' },
  [`&.${buttonClasses.focusVisible}`]: {
    outline: 'none',
    boxShadow: `0 0 0 3px ${blue[300]}`,
  },
  [`&.${buttonClasses.disabled}`]: {
    backgroundColor: grey[200],
    borderColor: grey[300],
    color: grey[700],
    boxShadow: 'none',
    cursor: 'not-allowed',
  },
  ...theme.applyStyles('dark', {
    boxShadow: '0 1px 2px rgb(0 0 0 / 0.5)',
    [`&.${buttonClasses.focusVisible}`]: { boxShadow: `0 0 0 3px ${blue[800]}` },
    [`&.${buttonClasses.disabled}`]: {
      backgroundColor: grey[800],
      borderColor: grey[700],
      color: grey[300],
    },
  }),
}));

const GhostButton = styled(Button)(({ theme }) => ({
  backgroundColor: 'transparent',
  color: blue[700],
  borderColor: grey[300],
  boxShadow: 'none',
  '&:hover': { backgroundColor: blue[100] },
  [`&.${buttonClasses.active}`]: { backgroundColor: grey[200] },
  ...theme.applyStyles('dark', {
    color: blue[300],
    borderColor: grey[700],
    boxShadow: 'none',
    '&:hover': { backgroundColor: grey[800] },
    [`&.${buttonClasses.active}`]: { backgroundColor: grey[900] },
  }),
}));

export default function UnstyledButtonsIntroduction() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button>Save changes</Button>
      <GhostButton>Discard</GhostButton>
      <Button disabled>Disabled</Button>
    </div>
  );
}
