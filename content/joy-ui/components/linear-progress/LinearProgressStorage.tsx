import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const quotas = [
  { name: 'Photos', used: 12.4, total: 50 },
  { name: 'Mail', used: 13.1, total: 15 },
  { name: 'Backups', used: 38.2, total: 50 },
];

function colorFor(share: number): ColorPaletteProp {
  if (share >= 0.85) {
    return 'danger';
  }
  if (share >= 0.7) {
    return 'warning';
  }
  return 'primary';
}

export default function LinearProgressStorage() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 380 }}>
      {quotas.map((quota) => {
        const share = quota.used / quota.total;
        const labelId = `storage-${quota.name.toLowerCase()}`;
        const text = `${quota.used} GB of ${quota.total} GB used`;
        return (
          <div key={quota.name}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
              <Typography id={labelId} level="title-sm">
                {quota.name}
              </Typography>
              <Typography level="body-sm" textColor="text.secondary">
                {text}
              </Typography>
            </Box>
            <LinearProgress
              determinate
              value={Math.round(share * 100)}
              color={colorFor(share)}
              size="lg"
              aria-labelledby={labelId}
              aria-valuetext={text}
            />
          </div>
        );
      })}
    </Box>
  );
}
