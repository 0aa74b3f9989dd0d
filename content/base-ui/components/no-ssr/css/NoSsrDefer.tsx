import { NoSsr } from '@mui/base/NoSsr';
import classes from './NoSsrDefer.module.css';

const LEVELS = Array.from({ length: 36 }, (_, index) => 0.2 + ((index * 7) % 9) / 11);

export default function NoSsrDefer() {
  return (
    <div className={classes.column}>
      <span>Contributions over the last 36 weeks</span>
      <NoSsr defer fallback={<div className={classes.grid} aria-hidden />}>
        <div className={classes.grid} role="img" aria-label="Activity heat map">
          {LEVELS.map((level, index) => (
            <span key={index} className={classes.cell} style={{ opacity: level }} />
          ))}
        </div>
      </NoSsr>
    </div>
  );
}
