import * as React from 'react';
import { styled } from '@mui/system';

const options = [
  { value: 'standard', label: 'Standard', detail: '3–5 working days · free' },
  { value: 'express', label: 'Express', detail: 'Next working day · €9' },
  { value: 'pickup', label: 'Pick-up point', detail: 'From tomorrow, 8 am · €2' },
];

const Styles = styled('fieldset')(({ theme }) => ({
  display: 'grid',
  gap: 8,
  width: '100%',
  maxWidth: 360,
  margin: 0,
  padding: 0,
  border: 0,
  fontSize: '0.875rem',
  '& .legend': { padding: 0, marginBlockEnd: 8, fontWeight: 600 },
  '& .option': { position: 'relative', display: 'block', cursor: 'pointer' },
  // Visually hidden but still focusable and announced: not display: none.
  '& .input': {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  '& .card': {
    display: 'grid',
    gap: 2,
    padding: '10px 14px',
    border: '2px solid #dadee6',
    borderRadius: 8,
  },
  '& .detail': { color: '#5b6374' },
  '& .input:checked + .card': { borderColor: '#2d57d6', backgroundColor: '#eef3ff' },
  '& .input:focus-visible + .card': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    '& .card': { borderColor: '#3d4452' },
    '& .detail': { color: '#9aa2b1' },
    '& .input:checked + .card': { borderColor: '#8aaeff', backgroundColor: '#1c2540' },
  }),
}));

export default function DeliveryRadioCards() {
  const [speed, setSpeed] = React.useState('standard');
  return (
    <Styles>
      <legend className="legend">Delivery speed</legend>
      {options.map((option) => (
        <label key={option.value} className="option">
          <input
            className="input"
            type="radio"
            name="delivery-speed"
            value={option.value}
            checked={speed === option.value}
            onChange={(event) => setSpeed(event.target.value)}
          />
          <span className="card">
            <strong>{option.label}</strong>
            <span className="detail">{option.detail}</span>
          </span>
        </label>
      ))}
    </Styles>
  );
}
