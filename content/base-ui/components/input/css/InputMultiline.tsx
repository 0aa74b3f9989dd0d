import * as React from 'react';
import { Input } from '@mui/base/Input';
import { TextareaAutosize, type TextareaAutosizeProps } from '@mui/base/TextareaAutosize';
import classes from './InputMultiline.module.css';

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
    <div className={classes.field}>
      <label htmlFor="release-notes">Release notes</label>
      <Input
        id="release-notes"
        multiline
        minRows={2}
        maxRows={6}
        slots={{ textarea: AutosizeTextarea }}
        slotProps={{ root: { className: classes.root }, input: { className: classes.textarea } }}
        placeholder="What changed in this version?"
      />
    </div>
  );
}
