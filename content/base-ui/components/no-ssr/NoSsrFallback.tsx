import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

const Card = styled('p')(({ theme }) => ({
  margin: 0,
  padding: '12px 16px',
  minWidth: 240,
  borderRadius: 8,
  fontSize: '0.875rem',
  backgroundColor: '#f0f3f7',
  ...theme.applyStyles('dark', { backgroundColor: '#262b35' }),
}));

export default function NoSsrFallback() {
  return (
    <Card>
      Your time zone:{' '}
      <NoSsr fallback={<strong>detecting…</strong>}>
        <strong>{Intl.DateTimeFormat().resolvedOptions().timeZone}</strong>
      </NoSsr>
    </Card>
  );
}
