import * as React from 'react';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

const LENGTH = 6;

export default function InputOneTimeCode() {
  const [digits, setDigits] = React.useState<string[]>(() => Array(LENGTH).fill(''));
  const refs = React.useRef<(HTMLInputElement | null)[]>([]);
  const labelId = React.useId();

  const fill = (start: number, text: string) => {
    const chars = text
      .replace(/\D/g, '')
      .slice(0, LENGTH - start)
      .split('');
    if (chars.length === 0) {
      return;
    }
    setDigits((current) => current.map((d, i) => chars[i - start] ?? d));
    refs.current[Math.min(start + chars.length, LENGTH - 1)]?.focus();
  };

  const code = digits.join('');
  return (
    <div>
      <Typography id={labelId} level="title-sm" sx={{ mb: 1 }}>
        Enter the 6-digit code we sent to ••• 4821
      </Typography>
      <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', gap: 1 }}>
        {digits.map((digit, index) => (
          <Input
            key={index}
            value={digit}
            onChange={(event) => {
              const text = event.target.value;
              if (text === '') {
                setDigits((current) => current.map((d, i) => (i === index ? '' : d)));
              } else {
                fill(index, text.slice(-LENGTH));
              }
            }}
            onKeyDown={(event) => {
              if (event.key === 'Backspace' && digit === '' && index > 0) {
                refs.current[index - 1]?.focus();
              }
            }}
            slotProps={{
              input: {
                ref: (node: HTMLInputElement | null) => {
                  refs.current[index] = node;
                },
                inputMode: 'numeric',
                autoComplete: index === 0 ? 'one-time-code' : 'off',
                'aria-label': `Digit ${index + 1} of ${LENGTH}`,
                style: { textAlign: 'center' },
              },
            }}
            sx={{ width: 44, '--Input-paddingInline': '0px' }}
          />
        ))}
      </Box>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {code.length === LENGTH ? `Code ${code} ready to verify.` : `${code.length} of 6 digits`}
      </Typography>
    </div>
  );
}
