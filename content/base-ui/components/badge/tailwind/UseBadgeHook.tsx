import { useBadge } from '@mui/base/useBadge';

const QUEUES = [
  { name: 'Open issues', count: 1280 },
  { name: 'Pull requests', count: 7 },
  { name: 'Discussions', count: 0 },
];

function CountedTab({ name, count }: { name: string; count: number }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 999 });
  return (
    <span className="inline-flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-sm font-semibold dark:bg-slate-800">
      {name}
      {invisible ? null : (
        <span className="min-w-[18px] rounded-full bg-slate-700 px-1.5 text-center text-xs leading-[18px] text-white dark:bg-slate-400 dark:text-slate-950">
          {displayValue}
        </span>
      )}
    </span>
  );
}

export default function UseBadgeHook() {
  return (
    <div className="flex flex-wrap gap-2">
      {QUEUES.map((queue) => (
        <CountedTab key={queue.name} {...queue} />
      ))}
    </div>
  );
}
