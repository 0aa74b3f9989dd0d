import { TextareaAutosize } from '@mui/base/TextareaAutosize';

const textarea = [
  'box-border w-80 max-w-full resize-none rounded-lg border border-solid border-slate-300 bg-white',
  'px-3 py-2 font-[inherit] text-sm leading-normal text-slate-900 dark:border-slate-600',
  'dark:bg-slate-900 dark:text-slate-50 focus:border-blue-600 focus:outline-0',
  'focus:ring-[3px] focus:ring-blue-300',
].join(' ');

export default function BasicTextarea() {
  return (
    <TextareaAutosize
      aria-label="Delivery instructions"
      minRows={2}
      defaultValue="Leave the parcel with the concierge."
      className={textarea}
    />
  );
}
