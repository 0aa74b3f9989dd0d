import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function SlotPropsOwnerState() {
  const [code, setCode] = React.useState('SPRING');
  const invalid = code !== '' && !/^[A-Z0-9]{6}$/.test(code);
  return (
    <div className="grid w-full max-w-[320px] gap-1.5 text-sm">
      <label className="font-semibold" htmlFor="coupon-code">
        Coupon code
      </label>
      <Input
        id="coupon-code"
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        error={invalid}
        aria-describedby="coupon-hint"
        slotProps={{
          // The owner state holds the props and the internal state: focused, error, disabled…
          root: (ownerState) => ({
            className: [
              'flex rounded-lg border border-solid bg-white dark:bg-[#171a21]',
              ownerState.error && 'border-[#c4302b] dark:border-[#ff8a85]',
              ownerState.error && ownerState.focused && 'shadow-[0_0_0_3px_#f6c9c7]',
              ownerState.error && ownerState.focused && 'dark:shadow-[0_0_0_3px_#5c2220]',
              !ownerState.error && ownerState.focused && 'border-[#2d57d6] dark:border-[#8aaeff]',
              !ownerState.error && ownerState.focused && 'shadow-[0_0_0_3px_#c9d8ff]',
              !ownerState.error && ownerState.focused && 'dark:shadow-[0_0_0_3px_#2a3d70]',
              !ownerState.error && !ownerState.focused && 'border-[#c2c8d3] dark:border-[#4b5565]',
            ]
              .filter(Boolean)
              .join(' '),
          }),
          input: {
            className:
              'min-w-0 flex-1 rounded-lg border-0 bg-transparent px-2.5 py-2 font-mono text-sm tracking-[0.08em] text-inherit outline-0',
            spellCheck: false,
            autoComplete: 'off',
          },
        }}
      />
      <p
        id="coupon-hint"
        className={
          invalid
            ? 'm-0 text-[#c4302b] dark:text-[#ff8a85]'
            : 'm-0 text-[#5b6374] dark:text-[#9aa2b1]'
        }
      >
        Six letters or digits, as printed on the voucher.
      </p>
    </div>
  );
}
