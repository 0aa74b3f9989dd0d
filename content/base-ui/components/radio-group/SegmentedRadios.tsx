import * as React from 'react';
import { styled } from '@mui/system';

const PERIODS = ['Day', 'Week', 'Month', 'Year'];

const Styles = styled('fieldset')(({ theme }) => ({
  margin: 0,
  padding: 0,
  border: 0,
  fontSize: '0.875rem',
  '& .legend': { padding: 0, marginBlockEnd: 6, fontWeight: 600 },
  '& .track': {
    display: 'inline-flex',
    gap: 2,
    padding: 3,
    borderRadius: 9,
    backgroundColor: '#eef0f4',
  },
  '& .option': { position: 'relative', display: 'inline-flex' },
  '& .input': {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  '& .label': {
    padding: '5px 12px',
    borderRadius: 6,
    fontWeight: 600,
    color: '#3d4452',
    cursor: 'pointer',
  },
  '& .input:checked + .label': {
    color: '#171a21',
    backgroundColor: '#fff',
    boxShadow: '0 1px 3px rgb(0 0 0 / 0.15)',
  },
  '& .input:focus-visible + .label': { outline: '3px solid #8aaeff', outlineOffset: 1 },
  '& .summary': { margin: '8px 0 0', color: '#5b6374' },
  ...theme.applyStyles('dark', {
    '& .track': { backgroundColor: '#22262f' },
    '& .label': { color: '#b8bfcc' },
    '& .input:checked + .label': { color: '#f6f7f9', backgroundColor: '#3d4452' },
    '& .summary': { color: '#9aa2b1' },
  }),
}));

export default function SegmentedRadios() {
  const [period, setPeriod] = React.useState('Week');
  return (
    <Styles>
      <legend className="legend">Revenue per</legend>
      <div className="track">
        {PERIODS.map((option) => (
          <label key={option} className="option">
            <input
              className="input"
              type="radio"
              name="revenue-period"
              value={option}
              checked={period === option}
              onChange={() => setPeriod(option)}
            />
            <span className="label">{option}</span>
          </label>
        ))}
      </div>
      <p className="summary">Showing revenue per {period.toLowerCase()}.</p>
    </Styles>
  );
}
