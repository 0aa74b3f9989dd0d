import Box from '@mui/material/Box';
import LinearProgress, { linearProgressClasses } from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

const quotas = [
  { id: 'photos', name: 'Photos', used: 12.4, total: 15, color: 'primary' },
  { id: 'mail', name: 'Mail', used: 1.1, total: 5, color: 'secondary' },
  { id: 'backups', name: 'Backups', used: 48.5, total: 50, color: 'error' },
] as const;

export default function LinearWithLabel() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, maxWidth: 420 }}>
      {quotas.map((quota) => {
        const percent = (quota.used * 100) / quota.total;
        return (
          <div key={quota.id}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', marginBottom: 0.5 }}>
              <Typography id={`quota-${quota.id}`} variant="body2">
                {quota.name}
              </Typography>
              {/* The same information as aria-valuetext, so hidden from screen readers. */}
              <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
                {`${quota.used} of ${quota.total} GB (${Math.round(percent)}%)`}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={percent}
              color={quota.color}
              aria-labelledby={`quota-${quota.id}`}
              aria-valuetext={`${quota.used} of ${quota.total} gigabytes used`}
              sx={{
                height: 10,
                borderRadius: 5,
                [`& .${linearProgressClasses.bar}`]: { borderRadius: 5 },
              }}
            />
          </div>
        );
      })}
    </Box>
  );
}
