import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

const Root = styled('div')(({ theme }) => ({
  display: 'inline-grid',
  gridTemplateColumns: '96px 28px',
  gridTemplateRows: '1fr 1fr',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  overflow: 'hidden',
  backgroundColor: '#fff',
  ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  '&[data-focused]': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& input': {
    gridRow: '1 / 3',
    minWidth: 0,
    padding: '8px 12px',
    border: 0,
    outline: 0,
    font: 'inherit',
    color: 'inherit',
    background: 'none',
  },
  '& button': {
    padding: 0,
    border: 0,
    fontSize: '0.625rem',
    lineHeight: 1,
    color: 'inherit',
    cursor: 'pointer',
    backgroundColor: '#f0f3f7',
    ...theme.applyStyles('dark', { backgroundColor: '#262b35' }),
    '&:hover': { backgroundColor: '#dadee6' },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
}));

export default function UseNumberInputHook() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } =
    useNumberInput({ defaultValue: 20, min: 0, max: 100, step: 5, inputId: 'discount' });
  return (
    <div style={{ display: 'grid', gap: 4, fontSize: '0.875rem' }}>
      <label htmlFor="discount">Discount (%)</label>
      <Root {...getRootProps()} data-focused={focused || undefined}>
        <input {...getInputProps()} role="spinbutton" />
        <button {...getIncrementButtonProps()} aria-label="Increase">
          ▲
        </button>
        <button {...getDecrementButtonProps()} aria-label="Decrease">
          ▼
        </button>
      </Root>
    </div>
  );
}
