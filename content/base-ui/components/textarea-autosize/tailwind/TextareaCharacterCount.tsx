import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const textarea = [
  'box-border w-80 max-w-full resize-none rounded-lg border border-solid border-slate-300 bg-white',
  'px-3 py-2 font-[inherit] text-sm leading-normal text-slate-900 dark:border-slate-600',
  'dark:bg-slate-900 dark:text-slate-50 focus:border-blue-600 focus:outline-0',
  'focus:ring-[3px] focus:ring-blue-300',
].join(' ');

const LIMIT = 140;

export default function TextareaCharacterCount() {
  const [value, setValue] = React.useState('Great course, the exercises were spot on.');
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor="review-text">Your review</label>
      <TextareaAutosize
        id="review-text"
        aria-describedby="review-count"
        minRows={2}
        maxLength={LIMIT}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        className={textarea}
      />
      <span id="review-count" className="text-end text-xs">
        {value.length}/{LIMIT} characters
      </span>
    </div>
  );
}
