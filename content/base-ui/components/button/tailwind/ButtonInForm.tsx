import * as React from 'react';
import { Button } from '@mui/base/Button';

const input = [
  'rounded-lg border border-solid border-slate-300 bg-white px-2.5 py-1.5 font-[inherit]',
  'text-slate-900 focus-visible:outline focus-visible:outline-[3px]',
  'focus-visible:outline-offset-1 focus-visible:outline-blue-300',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
].join(' ');

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-transparent px-4 py-2',
  'font-[inherit] font-semibold text-inherit hover:border-blue-600 dark:border-slate-600',
  '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
  '[&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-300',
].join(' ');

const primary = '!border-blue-700 !bg-blue-700 !text-white';

export default function ButtonInForm() {
  const [status, setStatus] = React.useState('Nothing sent yet.');
  const emailRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setStatus(`Invitation sent to ${String(email)}.`);
  };

  return (
    <form
      className="flex max-w-[380px] flex-col gap-3 text-sm"
      onSubmit={handleSubmit}
      onReset={() => setStatus('Form cleared.')}
    >
      <div className="grid gap-1">
        <label htmlFor="invite-email">Teammate’s email</label>
        <input
          ref={emailRef}
          className={input}
          id="invite-email"
          name="email"
          type="email"
          required
          defaultValue="ada@example.com"
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className={`${button} ${primary}`}>
          Send invite
        </Button>
        <Button type="reset" className={button}>
          Clear
        </Button>
        {/* No type: Base UI renders type="button", so this one never submits. */}
        <Button
          className={button}
          onClick={() => setStatus(`Preview for ${emailRef.current?.value || 'nobody'}.`)}
        >
          Preview
        </Button>
      </div>
      <p role="status" className="m-0">
        {status}
      </p>
    </form>
  );
}
