import * as React from 'react';
import { Badge as BaseBadge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';

const Badge = styled(BaseBadge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  padding: '6px 12px',
  borderRadius: 8,
  fontSize: '0.875rem',
  border: '1px solid #c2c8d3',
  ...theme.applyStyles('dark', { borderColor: '#4b5565' }),
  [`& .${badgeClasses.badge}`]: {
    position: 'absolute',
    top: -10,
    insetInlineEnd: -10,
    minWidth: 20,
    padding: '0 6px',
    boxSizing: 'border-box',
    borderRadius: 999,
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: '20px',
    textAlign: 'center',
    color: '#fff',
    backgroundColor: '#2d57d6',
    transition: 'transform 150ms',
  },
  [`& .${badgeClasses.invisible}`]: { transform: 'scale(0)' },
}));

const EXAMPLES = [
  { label: 'Comments', badgeContent: 120, max: 99 },
  { label: 'Drafts', badgeContent: 0 },
  { label: 'Archived', badgeContent: 0, showZero: true },
];

export default function BadgeMaxAndZero() {
  const [hidden, setHidden] = React.useState(false);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 24 }}>
      {EXAMPLES.map(({ label, ...props }) => (
        <Badge key={label} {...props} invisible={hidden || undefined}>
          {label}
        </Badge>
      ))}
      <label style={{ fontSize: '0.875rem' }}>
        <input type="checkbox" checked={hidden} onChange={() => setHidden(!hidden)} /> Hide badges
      </label>
    </div>
  );
}
