import * as React from 'react';
import { Button } from '@mui/base/Button';

const button = [
  'cursor-pointer rounded-lg border border-solid border-blue-700 bg-blue-700 px-4 py-2',
  'font-[inherit] font-semibold text-white [&.base--focusVisible]:outline',
  '[&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-2',
  '[&.base--focusVisible]:outline-blue-300 [&.base--disabled]:cursor-not-allowed',
  '[&.base--disabled]:border-slate-300 [&.base--disabled]:bg-slate-200',
  '[&.base--disabled]:text-slate-600 dark:[&.base--disabled]:border-slate-600',
  'dark:[&.base--disabled]:bg-slate-800 dark:[&.base--disabled]:text-slate-400',
].join(' ');

export default function ButtonDisabledFocus() {
  const [title, setTitle] = React.useState('');
  const [status, setStatus] = React.useState('');
  const hintId = React.useId();
  const canPublish = title.trim() !== '';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // focusableWhenDisabled leaves the native button enabled, so the form can still be
    // submitted (by a click, or Enter in the field): check the condition here too.
    if (!canPublish) {
      setStatus('Add a title first.');
      return;
    }
    setStatus(`Published “${title.trim()}”.`);
  };

  return (
    <form className="flex max-w-[360px] flex-col gap-3 text-sm" onSubmit={handleSubmit}>
      <div className="grid gap-1">
        <label htmlFor="post-title">Post title</label>
        <input
          id="post-title"
          className={[
            'rounded-lg border border-solid border-slate-300 bg-white px-2.5 py-1.5 font-[inherit]',
            'text-slate-900 focus-visible:outline focus-visible:outline-[3px]',
            'focus-visible:outline-offset-1 focus-visible:outline-blue-300',
            'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
          ].join(' ')}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setStatus('');
          }}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          type="submit"
          disabled={!canPublish}
          focusableWhenDisabled
          aria-describedby={hintId}
          className={button}
        >
          Publish
        </Button>
        <Button type="button" disabled className={button}>
          Schedule
        </Button>
      </div>
      <p id={hintId} className="m-0 text-slate-600 dark:text-slate-300">
        A post needs a title before it can be published.
      </p>
      <p role="status" className="m-0 text-slate-600 dark:text-slate-300">
        {status}
      </p>
    </form>
  );
}
