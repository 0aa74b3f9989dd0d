import * as React from 'react';
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

const LIMIT = 140;

export default function TextareaCharacterCount() {
  const [value, setValue] = React.useState('Great course, the exercises were spot on.');
  return (
    <div style={{ display: 'grid', gap: 4, fontSize: '0.875rem' }}>
      <label htmlFor="review-text">Your review</label>
      <Textarea
        id="review-text"
        aria-describedby="review-count"
        minRows={2}
        maxLength={LIMIT}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <span id="review-count" style={{ textAlign: 'end', fontSize: '0.75rem' }}>
        {value.length}/{LIMIT} characters
      </span>
    </div>
  );
}
