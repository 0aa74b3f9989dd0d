import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import classes from './BasicTextarea.module.css';

export default function BasicTextarea() {
  return (
    <TextareaAutosize
      aria-label="Delivery instructions"
      minRows={2}
      defaultValue="Leave the parcel with the concierge."
      className={classes.textarea}
    />
  );
}
