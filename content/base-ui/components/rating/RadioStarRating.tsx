import * as React from 'react';
import { styled } from '@mui/system';

const labels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

const Styles = styled('fieldset')(({ theme }) => ({
  margin: 0,
  padding: 0,
  border: 0,
  fontSize: '0.875rem',
  '& .legend': { padding: 0, marginBlockEnd: 6, fontWeight: 600 },
  '& .row': { display: 'flex', alignItems: 'center', gap: 2 },
  '& .star': { position: 'relative', display: 'inline-flex', padding: 2, cursor: 'pointer' },
  '& .input': {
    position: 'absolute',
    width: 1,
    height: 1,
    margin: -1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  '& .icon': { display: 'block', width: 28, height: 28, color: '#c3c8d2', borderRadius: 4 },
  '& .icon[data-filled]': { color: '#e59f00' },
  '& .input:focus-visible + .icon': { outline: '3px solid #8aaeff', outlineOffset: 1 },
  '& .summary': { marginInlineStart: 10, color: '#5b6374' },
  ...theme.applyStyles('dark', {
    '& .icon': { color: '#4a5261' },
    '& .icon[data-filled]': { color: '#ffc53d' },
    '& .summary': { color: '#9aa2b1' },
  }),
}));

export default function RadioStarRating() {
  const [rating, setRating] = React.useState(3);
  return (
    <Styles>
      <legend className="legend">Rate your stay</legend>
      <div className="row">
        {labels.map((label, index) => {
          const value = index + 1;
          return (
            <label key={label} className="star">
              <input
                className="input"
                type="radio"
                name="stay-rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={`${value} star${value > 1 ? 's' : ''}, ${label}`}
              />
              <svg
                className="icon"
                data-filled={value <= rating || undefined}
                viewBox="0 0 24 24"
                aria-hidden
                focusable="false"
              >
                <path
                  fill="currentColor"
                  d="m12 17.3 6.2 3.7-1.6-7 5.4-4.7-7.2-.6L12 2 9.2 8.7 2 9.3l5.4 4.7-1.6 7z"
                />
              </svg>
            </label>
          );
        })}
        <span className="summary">
          {rating} out of 5 · {labels[rating - 1]}
        </span>
      </div>
    </Styles>
  );
}
