import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';

const stats = [
  { label: 'Revenue', value: '$48.2k', change: 12.4 },
  { label: 'New customers', value: '318', change: 4.1 },
  { label: 'Refund rate', value: '1.8%', change: -0.6 },
];

export default function StatTiles() {
  return (
    <Box
      component="ul"
      aria-label="This month"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        gap: 2,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {stats.map((stat) => {
        const up = stat.change >= 0;
        return (
          <Paper key={stat.label} component="li" variant="outlined" sx={{ padding: 2 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
            <Typography variant="h5" component="p" sx={{ marginBlock: 0.5 }}>
              {stat.value}
            </Typography>
            <Typography
              variant="body2"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                color: up ? 'success.main' : 'error.main',
              }}
            >
              {up ? <TrendingUpIcon fontSize="small" /> : <TrendingDownIcon fontSize="small" />}
              {`${up ? '+' : ''}${stat.change}% vs last month`}
            </Typography>
          </Paper>
        );
      })}
    </Box>
  );
}
