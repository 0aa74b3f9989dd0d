import { Badge } from '@mui/base/Badge';
import MailIcon from '@mui/icons-material/MailOutlined';
import classes from './BasicBadge.module.css';

export default function BasicBadge() {
  return (
    <div className={classes.row}>
      {[4, 18].map((count) => (
        <Badge
          key={count}
          badgeContent={count}
          role="img"
          aria-label={`Inbox, ${count} unread messages`}
          className={classes.root}
          slotProps={{ badge: { className: classes.badge } }}
        >
          <span className={classes.square}>
            <MailIcon aria-hidden />
          </span>
        </Badge>
      ))}
    </div>
  );
}
