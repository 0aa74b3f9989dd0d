import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function PasswordInput() {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className="grid justify-items-start gap-1 text-sm">
      <label className="font-semibold" htmlFor="new-password">
        New password
      </label>
      <Input
        id="new-password"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        aria-describedby="new-password-hint"
        endAdornment={
          // A real button, after the input in the Tab order. Its name contains its visible
          // text ("Show" / "Hide"), so speech-input users can say what they see.
          <button
            type="button"
            className="me-1 cursor-pointer rounded-md border-0 bg-transparent px-2 py-1 text-xs font-semibold text-[#1f3fa8] [font-family:inherit] hover:bg-[#eef3ff] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-[#8aaeff] dark:text-[#b5caff] dark:hover:bg-[#1c2540]"
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        }
        slotProps={{
          root: {
            className: [
              'inline-flex w-[280px] items-center rounded-lg border border-solid border-[#c2c8d3]',
              'bg-white dark:border-[#4b5565] dark:bg-[#171a21] [&.base--focused]:border-[#2d57d6]',
              '[&.base--focused]:shadow-[0_0_0_3px_#8aaeff] dark:[&.base--focused]:border-[#8aaeff]',
              'dark:[&.base--focused]:shadow-[0_0_0_3px_#2a3d70]',
            ].join(' '),
          },
          input: {
            className:
              'min-w-0 flex-1 rounded-lg border-0 bg-transparent px-2.5 py-2 text-sm text-inherit outline-0 [font-family:inherit]',
          },
        }}
      />
      <p id="new-password-hint" className="m-0 text-[#4b5565] dark:text-[#b8bfcc]">
        At least 12 characters.
      </p>
    </div>
  );
}
