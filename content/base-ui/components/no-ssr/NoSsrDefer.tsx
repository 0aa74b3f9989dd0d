import { NoSsr } from '@mui/base/NoSsr';
import { styled } from '@mui/system';

const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(12, 16px)',
  gap: 4,
  '& span': {
    height: 16,
    borderRadius: 3,
    backgroundColor: '#2d57d6',
    ...theme.applyStyles('dark', { backgroundColor: '#8aaeff' }),
  },
}));

const LEVELS = Array.from({ length: 36 }, (_, index) => 0.2 + ((index * 7) % 9) / 11);

export default function NoSsrDefer() {
  return (
    <div style={{ display: 'grid', gap: 8, fontSize: '0.875rem' }}>
      <span>Contributions over the last 36 weeks</span>
      <NoSsr defer fallback={<Grid aria-hidden />}>
        <Grid role="img" aria-label="Activity heat map">
          {LEVELS.map((level, index) => (
            <span key={index} style={{ opacity: level }} />
          ))}
        </Grid>
      </NoSsr>
    </div>
  );
}
