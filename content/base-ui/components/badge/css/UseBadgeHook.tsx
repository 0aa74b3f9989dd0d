import { useBadge } from '@mui/base/useBadge';
import classes from './UseBadgeHook.module.css';

const QUEUES = [
  { name: 'Open issues', count: 1280 },
  { name: 'Pull requests', count: 7 },
  { name: 'Discussions', count: 0 },
];

function CountedTab({ name, count }: { name: string; count: number }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 999 });
  return (
    <span className={classes.tab}>
      {name}
      {invisible ? null : <span className={classes.count}>{displayValue}</span>}
    </span>
  );
}

export default function UseBadgeHook() {
  return (
    <div className={classes.row}>
      {QUEUES.map((queue) => (
        <CountedTab key={queue.name} {...queue} />
      ))}
    </div>
  );
}
