import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import classes from './TextareaCharacterCount.module.css';

const LIMIT = 140;

export default function TextareaCharacterCount() {
  const [value, setValue] = React.useState('Great course, the exercises were spot on.');
  return (
    <div className={classes.field}>
      <label htmlFor="review-text">Your review</label>
      <TextareaAutosize
        id="review-text"
        aria-describedby="review-count"
        minRows={2}
        maxLength={LIMIT}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={classes.textarea}
      />
      <span id="review-count" className={classes.count}>
        {value.length}/{LIMIT} characters
      </span>
    </div>
  );
}
