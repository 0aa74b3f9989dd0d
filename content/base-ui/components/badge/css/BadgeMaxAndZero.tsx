import * as React from 'react';
import { Badge } from '@mui/base/Badge';
import classes from './BadgeMaxAndZero.module.css';

const EXAMPLES = [
  { label: 'Comments', badgeContent: 120, max: 99 },
  { label: 'Drafts', badgeContent: 0 },
  { label: 'Archived', badgeContent: 0, showZero: true },
];

export default function BadgeMaxAndZero() {
  const [hidden, setHidden] = React.useState(false);
  return (
    <div className={classes.row}>
      {EXAMPLES.map(({ label, ...props }) => (
        <Badge
          key={label}
          {...props}
          invisible={hidden || undefined}
          className={classes.root}
          slotProps={{ badge: { className: classes.badge } }}
        >
          {label}
        </Badge>
      ))}
      <label>
        <input type="checkbox" checked={hidden} onChange={() => setHidden(!hidden)} /> Hide badges
      </label>
    </div>
  );
}
