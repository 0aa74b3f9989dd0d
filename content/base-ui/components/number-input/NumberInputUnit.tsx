import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import { styled } from '@mui/system';

const Root = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: 4,
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  '&[data-focused]': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& input': {
    width: '3ch',
    padding: '4px 0',
    border: 0,
    outline: 0,
    font: 'inherit',
    textAlign: 'end',
    color: 'inherit',
    background: 'none',
  },
  '& button': {
    width: 28,
    height: 28,
    padding: 0,
    borderRadius: 6,
    border: 0,
    font: 'inherit',
    fontWeight: 700,
    color: 'inherit',
    cursor: 'pointer',
    backgroundColor: '#f0f3f7',
    ...theme.applyStyles('dark', { backgroundColor: '#262b35' }),
    '&:hover': { backgroundColor: '#dadee6' },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
}));

const Unit = styled('span')(({ theme }) => ({
  paddingInlineEnd: 4,
  color: '#4b5565',
  ...theme.applyStyles('dark', { color: '#c2c8d3' }),
}));

export default function NumberInputUnit() {
  const { getRootProps, getInputProps, getIncrementButtonProps, getDecrementButtonProps, focused } =
    useNumberInput({ defaultValue: 20, min: 1, max: 32, inputId: 'bag-weight' });
  return (
    <div style={{ display: 'grid', justifyItems: 'start', gap: 4, fontSize: '0.875rem' }}>
      <label htmlFor="bag-weight">Checked bag (kg)</label>
      <Root {...getRootProps()} data-focused={focused || undefined}>
        <button {...getDecrementButtonProps()} aria-label="Lighter">
          −
        </button>
        <input {...getInputProps()} role="spinbutton" />
        <Unit aria-hidden="true">kg</Unit>
        <button {...getIncrementButtonProps()} aria-label="Heavier">
          +
        </button>
      </Root>
    </div>
  );
}
