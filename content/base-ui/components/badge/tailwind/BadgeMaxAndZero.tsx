import * as React from 'react';
import { Badge } from '@mui/base/Badge';

const slotProps = {
  root: {
    className:
      'relative inline-flex rounded-lg border border-solid border-slate-300 px-3 py-1.5 text-sm dark:border-slate-600',
  },
  badge: {
    className: [
      'absolute -top-2.5 -end-2.5 box-border min-w-5 rounded-full bg-blue-600 px-1.5',
      'text-center text-xs font-bold leading-5 text-white transition-transform',
      '[&.base-Badge-invisible]:scale-0',
    ].join(' '),
  },
};

const EXAMPLES = [
  { label: 'Comments', badgeContent: 120, max: 99 },
  { label: 'Drafts', badgeContent: 0 },
  { label: 'Archived', badgeContent: 0, showZero: true },
];

export default function BadgeMaxAndZero() {
  const [hidden, setHidden] = React.useState(false);
  return (
    <div className="flex flex-wrap items-center gap-6">
      {EXAMPLES.map(({ label, ...props }) => (
        <Badge key={label} {...props} invisible={hidden || undefined} slotProps={slotProps}>
          {label}
        </Badge>
      ))}
      <label className="text-sm">
        <input type="checkbox" checked={hidden} onChange={() => setHidden(!hidden)} /> Hide badges
      </label>
    </div>
  );
}
