import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import classes from './TextareaMinMaxRows.module.css';

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
      className={classes.textarea}
    />
  );
}
