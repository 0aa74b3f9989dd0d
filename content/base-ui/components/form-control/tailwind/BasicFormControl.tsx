import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
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

function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const control = useFormControlContext();
  return (
    <label htmlFor={htmlFor}>
      {children}
      {control?.required ? ' *' : ''}
    </label>
  );
}

function HelperText() {
  const control = useFormControlContext();
  const [touched, setTouched] = React.useState(false);
  React.useEffect(() => {
    if (control?.focused) setTouched(true);
  }, [control?.focused]);
  const error = touched && !control?.focused && !control?.filled;
  return (
    <p id="company-helper" className={error ? helper : 'm-0 text-xs'}>
      {error ? 'Enter the company name shown on invoices.' : 'As shown on invoices.'}
    </p>
  );
}

export default function BasicFormControl() {
  return (
    <FormControl required className={field}>
      <Label htmlFor="company-name">Company</Label>
      <Input id="company-name" aria-describedby="company-helper" slotProps={inputSlots} />
      <HelperText />
    </FormControl>
  );
}
