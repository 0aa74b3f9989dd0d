import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import classes from './InteropButtons.module.css';

export default function InteropButtons() {
  return (
    <div className={classes.row}>
      <Button variant="contained" className={classes.cta}>
        Book a demo
      </Button>
      <Chip label="New" className={classes.badge} />
    </div>
  );
}
