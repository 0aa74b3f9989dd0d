import * as React from 'react';
import { Input } from '@mui/base/Input';

const box = [
  'w-10 rounded-lg border border-solid border-slate-300 bg-white dark:border-slate-600',
  'dark:bg-slate-900 [&.base--focused]:border-blue-600 [&.base--focused]:ring-[3px]',
  '[&.base--focused]:ring-blue-300',
].join(' ');
const boxInput =
  'box-border w-full border-0 bg-transparent py-2 text-center font-[inherit] text-lg text-inherit outline-0';

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
    <div className="grid gap-2 text-sm">
      <div role="group" aria-label="Verification code" className="flex gap-2">
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
              root: { className: box },
              input: {
                className: boxInput,
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
      <p className="m-0">
        {code.length === LENGTH
          ? `Code ready: ${code}`
          : `${code.length} of ${LENGTH} digits entered`}
      </p>
    </div>
  );
}
