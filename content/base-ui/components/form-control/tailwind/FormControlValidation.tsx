import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';

const field = 'grid w-[260px] gap-1 text-sm';
const inputSlots = {
  root: {
    className: [
      'flex rounded-lg border border-solid border-slate-300 bg-white dark:border-slate-600',
      'dark:bg-slate-900 [&.base--focused]:border-blue-600 [&.base--focused]:ring-[3px]',
      '[&.base--focused]:ring-blue-300 [&.base--error]:border-red-700',
    ].join(' '),
  },
  input: {
    className:
      'min-w-0 flex-1 border-0 bg-transparent px-3 py-2 font-[inherit] text-inherit outline-0',
  },
};
const helper = 'm-0 text-xs text-red-700 dark:text-red-300';

const POSTCODE = /^\d{5}$/;

export default function FormControlValidation() {
  const [value, setValue] = React.useState('9021');
  const error = !POSTCODE.test(value);
  return (
    <FormControl
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error}
      className={field}
    >
      <label htmlFor="postcode">ZIP code</label>
      <Input
        id="postcode"
        inputMode="numeric"
        aria-describedby="postcode-helper"
        slotProps={inputSlots}
      />
      <p id="postcode-helper" className={error ? helper : 'm-0 text-xs'}>
        {error ? 'A ZIP code has five digits.' : 'Looks good.'}
      </p>
    </FormControl>
  );
}
