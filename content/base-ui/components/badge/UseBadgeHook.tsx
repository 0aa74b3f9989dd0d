import { useBadge } from '@mui/base/useBadge';
import { styled } from '@mui/system';

const Tab = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 12px',
  borderRadius: 8,
  fontSize: '0.875rem',
  fontWeight: 600,
  backgroundColor: '#f0f3f7',
  ...theme.applyStyles('dark', { backgroundColor: '#262b35' }),
}));

const Count = styled('span')(({ theme }) => ({
  minWidth: 18,
  padding: '0 6px',
  borderRadius: 999,
  fontSize: '0.75rem',
  lineHeight: '18px',
  textAlign: 'center',
  color: '#fff',
  backgroundColor: '#3d4452',
  ...theme.applyStyles('dark', { backgroundColor: '#7b8394', color: '#0b0d12' }),
}));

const QUEUES = [
  { name: 'Open issues', count: 1280 },
  { name: 'Pull requests', count: 7 },
  { name: 'Discussions', count: 0 },
];

function CountedTab({ name, count }: { name: string; count: number }) {
  const { displayValue, invisible } = useBadge({ badgeContent: count, max: 999 });
  return (
    <Tab>
      {name}
      {invisible ? null : <Count>{displayValue}</Count>}
    </Tab>
  );
}

export default function UseBadgeHook() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {QUEUES.map((queue) => (
        <CountedTab key={queue.name} {...queue} />
      ))}
    </div>
  );
}
