import { Badge } from '@mui/base/Badge';
import classes from './StatusDotBadge.module.css';

const PEOPLE = [
  { name: 'Nadia Rahman', initials: 'NR', online: true },
  { name: 'Tomás Ortega', initials: 'TO', online: false },
  { name: 'Yuki Sato', initials: 'YS', online: true },
];

export default function StatusDotBadge() {
  return (
    <ul className={classes.list} aria-label="Team">
      {PEOPLE.map((person) => (
        <li key={person.name} className={classes.person}>
          <Badge
            invisible={!person.online}
            slotProps={{
              root: { className: classes.root },
              badge: { className: classes.dot, 'aria-hidden': true },
            }}
          >
            <span className={classes.avatar} aria-hidden>
              {person.initials}
            </span>
          </Badge>
          {/* The status is in the text, not only in the colour of the dot. */}
          <span>
            {person.name.split(' ')[0]}
            <span className={classes.visuallyHidden}>
              {person.online ? ', online' : ', offline'}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
