import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  fontSize: '0.875rem',
  '& .stars': { position: 'relative', display: 'inline-block', lineHeight: 0 },
  '& .layer': { display: 'flex', gap: 2, color: '#c3c8d2' },
  '& .filled': {
    position: 'absolute',
    insetBlockStart: 0,
    insetInlineStart: 0,
    overflow: 'hidden',
    color: '#e59f00',
  },
  '& .icon': { flexShrink: 0, width: 20, height: 20 },
  '& .count': { color: '#5b6374' },
  ...theme.applyStyles('dark', {
    '& .layer': { color: '#4a5261' },
    '& .filled': { color: '#ffc53d' },
    '& .count': { color: '#9aa2b1' },
  }),
}));

function Stars() {
  return [1, 2, 3, 4, 5].map((n) => (
    <svg key={n} className="icon" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="m12 17.3 6.2 3.7-1.6-7 5.4-4.7-7.2-.6L12 2 9.2 8.7 2 9.3l5.4 4.7-1.6 7z"
      />
    </svg>
  ));
}

export default function ReadOnlyRating() {
  const average = 4.4;
  return (
    <Styles>
      {/* One image with one name: the stars inside are decoration. */}
      <span className="stars" role="img" aria-label={`Rated ${average} out of 5`}>
        <span className="layer">
          <Stars />
        </span>
        <span className="layer filled" style={{ width: `${(average / 5) * 100}%` }}>
          <Stars />
        </span>
      </span>
      <span className="count">{average} · 128 reviews</span>
    </Styles>
  );
}
