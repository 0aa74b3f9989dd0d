import { NoSsr } from '@mui/base/NoSsr';
import classes from './NoSsrFallback.module.css';

export default function NoSsrFallback() {
  return (
    <p className={classes.card}>
      Your time zone:{' '}
      <NoSsr fallback={<strong>detecting…</strong>}>
        <strong>{Intl.DateTimeFormat().resolvedOptions().timeZone}</strong>
      </NoSsr>
    </p>
  );
}
