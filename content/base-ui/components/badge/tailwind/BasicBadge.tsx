import { Badge } from '@mui/base/Badge';
import MailIcon from '@mui/icons-material/MailOutlined';

const badge = [
  'absolute -top-1.5 -end-2 box-border h-5 min-w-5 rounded-full bg-red-700 px-1.5',
  'text-center text-xs font-bold leading-5 text-white ring-2 ring-white dark:ring-slate-900',
].join(' ');

export default function BasicBadge() {
  return (
    <div className="flex gap-8">
      {[4, 18].map((count) => (
        <Badge
          key={count}
          badgeContent={count}
          role="img"
          aria-label={`Inbox, ${count} unread messages`}
          slotProps={{ root: { className: 'relative inline-flex' }, badge: { className: badge } }}
        >
          <span className="inline-flex rounded-lg bg-blue-100 p-2 text-blue-900 dark:bg-slate-800 dark:text-blue-200">
            <MailIcon aria-hidden />
          </span>
        </Badge>
      ))}
    </div>
  );
}
