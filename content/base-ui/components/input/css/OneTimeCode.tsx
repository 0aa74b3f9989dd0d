import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './OneTimeCode.module.css';

const LENGTH = 6;

export default function OneTimeCode() {
  const [digits, setDigits] = React.useState<string[]>(() => Array(LENGTH).fill(''));
  const boxes = React.useRef<Array<HTMLInputElement | null>>([]);

  // Writes `text` (digits only) into the boxes from `start` on and focuses the box after it.
  const fill = (start: number, text: string) => {
    const chars = text
      .replace(/\D/g, '')
      .slice(0, LENGTH - start)
      .split('');
    if (chars.length === 0) {
      return;
    }
    setDigits((previous) => {
      const next = [...previous];
      chars.forEach((char, offset) => {
        next[start + offset] = char;
      });
      return next;
    });
    boxes.current[Math.min(start + chars.length, LENGTH - 1)]?.focus();
  };

  const clear = (index: number) => {
    setDigits((previous) => previous.map((digit, i) => (i === index ? '' : digit)));
  };

  const code = digits.join('');

  return (
    <div className={classes.column}>
      <div role="group" aria-label="Verification code" className={classes.row}>
        {digits.map((digit, index) => (
          <Input
            key={index}
            value={digit}
            onChange={(event) => {
              const typed = event.target.value.replace(/\D/g, '');
              if (typed === '') {
                clear(index);
              } else {
                // Typing into a full box leaves two digits in it: keep the new one.
                fill(index, typed.length > 1 ? typed.replace(digit, '') || digit : typed);
              }
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && digit === '' && index > 0) {
                event.preventDefault();
                clear(index - 1);
                boxes.current[index - 1]?.focus();
              }
            }}
            onPaste={(event: React.ClipboardEvent<HTMLDivElement>) => {
              event.preventDefault();
              fill(index, event.clipboardData.getData('text'));
            }}
            slotProps={{
              root: { className: classes.box },
              input: {
                className: classes.input,
                ref: (node: HTMLInputElement | null) => {
                  boxes.current[index] = node;
                },
                inputMode: 'numeric',
                autoComplete: index === 0 ? 'one-time-code' : 'off',
                'aria-label': `Digit ${index + 1} of ${LENGTH}`,
                maxLength: 2,
              },
            }}
          />
        ))}
      </div>
      <p className={classes.status}>
        {code.length === LENGTH
          ? `Code ready: ${code}`
          : `${code.length} of ${LENGTH} digits entered`}
      </p>
    </div>
  );
}
