import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Open issues', value: '128' },
  { label: 'Merged this week', value: '37' },
  { label: 'Median review', value: '4h' },
];

export default function ContainerQueryCard() {
  return (
    <Box
      sx={{
        // The container: drag its corner to make it narrower or wider.
        containerType: 'inline-size',
        resize: 'horizontal',
        overflow: 'auto',
        width: '100%',
        minWidth: 200,
        maxWidth: '100%',
        p: 1,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: 1,
          gridTemplateColumns: '1fr',
          [theme.containerQueries.up(480)]: {
            gridTemplateColumns: 'repeat(3, 1fr)',
          },
        })}
      >
        {stats.map((stat) => (
          <Paper key={stat.label} variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="h5" component="p">
              {stat.value}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {stat.label}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
