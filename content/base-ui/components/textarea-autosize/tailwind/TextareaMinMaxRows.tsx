import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const textarea = [
  'box-border w-80 max-w-full resize-none rounded-lg border border-solid border-slate-300 bg-white',
  'px-3 py-2 font-[inherit] text-sm leading-normal text-slate-900 dark:border-slate-600',
  'dark:bg-slate-900 dark:text-slate-50 focus:border-blue-600 focus:outline-0',
  'focus:ring-[3px] focus:ring-blue-300',
].join(' ');

const NOTES = [
  'Standup notes:',
  '- Search index rebuild finished overnight.',
  '- The billing export is blocked on the new tax codes.',
  '- Design review moved to Thursday.',
  '- Release candidate goes to QA on Friday.',
].join('\n');

export default function TextareaMinMaxRows() {
  return (
    <TextareaAutosize
      aria-label="Meeting notes"
      minRows={3}
      maxRows={4}
      defaultValue={NOTES}
      className={textarea}
    />
  );
}
