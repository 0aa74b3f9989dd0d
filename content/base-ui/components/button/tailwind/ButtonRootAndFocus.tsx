import * as React from 'react';
import { Button as BaseButton, type ButtonProps } from '@mui/base/Button';

const className = [
  'inline-block cursor-pointer rounded-lg border border-solid border-slate-300 bg-transparent',
  'px-4 py-2 font-[inherit] text-sm font-semibold text-inherit no-underline hover:border-blue-600',
  'dark:border-slate-700 [&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
  '[&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
  '[&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-dashed',
  '[&.base--disabled]:text-slate-500',
].join(' ');

function Button(props: ButtonProps & { href?: string }) {
  return <BaseButton {...props} className={className} />;
}

export default function ButtonRootAndFocus() {
  const [message, setMessage] = React.useState('Tab through the buttons below.');

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button
          href="#button-as-link"
          onClick={(event: React.MouseEvent) => {
            event.preventDefault();
            setMessage('Rendered as an <a> because of href.');
          }}
        >
          Link root
        </Button>
        <Button
          slots={{ root: 'span' }}
          onClick={() => setMessage('A <span> with role="button" and keyboard support.')}
        >
          Span root
        </Button>
        <Button
          disabled
          focusableWhenDisabled
          onFocus={() => setMessage('Disabled, yet reachable with Tab.')}
        >
          Focusable when disabled
        </Button>
      </div>
      <p role="status" className="m-0 text-sm">
        {message}
      </p>
    </div>
  );
}
