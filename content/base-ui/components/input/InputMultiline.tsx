import * as React from 'react';
import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { TextareaAutosize, type TextareaAutosizeProps } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

// The textarea slot: Textarea Autosize, minus the `ownerState` that Input hands to component
// slots (TextareaAutosize would pass it on to the <textarea> as an attribute).
const AutosizeTextarea = React.forwardRef<
  HTMLTextAreaElement,
  TextareaAutosizeProps & { ownerState?: unknown }
>(function AutosizeTextarea(props, ref) {
  const { ownerState: _ownerState, ...other } = props;
  return <TextareaAutosize ref={ref} {...other} />;
});

const Input = styled(BaseInput)(({ theme }) => ({
  display: 'flex',
  width: 320,
  maxWidth: '100%',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  [`&.${inputClasses.focused}`]: { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '8px 12px',
    font: 'inherit',
    fontSize: '0.875rem',
    lineHeight: 1.5,
    color: 'inherit',
    border: 0,
    outline: 0,
    background: 'none',
    resize: 'none',
  },
}));

export default function InputMultiline() {
  return (
    <div style={{ display: 'grid', gap: 4, fontSize: '0.875rem' }}>
      <label htmlFor="release-notes">Release notes</label>
      <Input
        id="release-notes"
        multiline
        minRows={2}
        maxRows={6}
        slots={{ textarea: AutosizeTextarea }}
        placeholder="What changed in this version?"
      />
    </div>
  );
}
