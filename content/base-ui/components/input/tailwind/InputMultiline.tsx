import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize, type TextareaAutosizeProps } from '@mui/base/TextareaAutosize';

const root = [
  'flex w-[320px] max-w-full rounded-lg border border-solid border-slate-300 bg-white',
  'dark:border-slate-600 dark:bg-slate-900',
  '[&.base--focused]:border-blue-600 [&.base--focused]:ring-[3px] [&.base--focused]:ring-blue-300',
].join(' ');
const textarea = [
  'min-w-0 flex-1 resize-none border-0 bg-transparent px-3 py-2 font-[inherit] text-sm',
  'leading-normal text-inherit outline-0',
].join(' ');

// The textarea slot: Textarea Autosize, minus the `ownerState` that Input hands to component
// slots (TextareaAutosize would pass it on to the <textarea> as an attribute).
const AutosizeTextarea = React.forwardRef<
  HTMLTextAreaElement,
  TextareaAutosizeProps & { ownerState?: unknown }
>(function AutosizeTextarea(props, ref) {
  const { ownerState: _ownerState, ...other } = props;
  return <TextareaAutosize ref={ref} {...other} />;
});

export default function InputMultiline() {
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor="release-notes">Release notes</label>
      <Input
        id="release-notes"
        multiline
        minRows={2}
        maxRows={6}
        slots={{ textarea: AutosizeTextarea }}
        slotProps={{ root: { className: root }, input: { className: textarea } }}
        placeholder="What changed in this version?"
      />
    </div>
  );
}
