import * as React from 'react';
import { Button } from '@mui/base/Button';
import { styled } from '@mui/system';

const Pill = styled(Button)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '6px 16px',
  borderRadius: 999,
  border: '1px solid #2d57d6',
  color: '#2d57d6',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&.base--focusVisible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', { borderColor: '#8aaeff', color: '#c2d4ff' }),
}));

export default function FrontMatterButton() {
  const [count, setCount] = React.useState(0);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12, fontSize: '0.875rem' }}>
      <Pill onClick={() => setCount((value) => value + 1)}>Bookmark</Pill>
      <span role="status">{count === 0 ? 'Not bookmarked yet' : `Bookmarked ${count}×`}</span>
    </div>
  );
}
