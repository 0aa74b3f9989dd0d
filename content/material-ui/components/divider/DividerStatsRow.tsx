import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Orders', value: '1,284' },
  { label: 'Returns', value: '37' },
  { label: 'Rating', value: '4.8 / 5' },
];

export default function DividerStatsRow() {
  return (
    <Paper variant="outlined" sx={{ display: 'inline-flex' }}>
      <Stack direction="row" divider={<Divider orientation="vertical" variant="middle" flexItem />}>
        {stats.map((stat) => (
          <Stack key={stat.label} sx={{ paddingBlock: 1.5, paddingInline: 2.5 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography component="span" sx={{ fontWeight: 600, fontSize: '1.25rem' }}>
              {stat.value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
