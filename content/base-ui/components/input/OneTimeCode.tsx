import * as React from 'react';
import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

const Box = styled(BaseInput)(({ theme }) => ({
  width: 40,
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  [`&.${inputClasses.focused}`]: { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  [`& .${inputClasses.input}`]: {
    width: '100%',
    boxSizing: 'border-box',
    padding: '8px 0',
    font: 'inherit',
    fontSize: '1.125rem',
    textAlign: 'center',
    color: 'inherit',
    border: 0,
    outline: 0,
    background: 'none',
  },
}));

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
    <div style={{ display: 'grid', gap: 8, fontSize: '0.875rem' }}>
      <div role="group" aria-label="Verification code" style={{ display: 'flex', gap: 8 }}>
        {digits.map((digit, index) => (
          <Box
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
              input: {
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
      <p style={{ margin: 0 }}>
        {code.length === LENGTH
          ? `Code ready: ${code}`
          : `${code.length} of ${LENGTH} digits entered`}
      </p>
    </div>
  );
}
