import Box from '@mui/joy/Box';
import Grid from '@mui/joy/Grid';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Visitors', value: '48.2k' },
  { label: 'Sign-ups', value: '1,204' },
  { label: 'Conversion', value: '2.5%' },
  { label: 'Churn', value: '0.8%' },
  { label: 'Revenue', value: '€62k' },
  { label: 'Refunds', value: '€1.1k' },
];

export default function GridBorders() {
  return (
    <Box
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 'md', overflow: 'hidden' }}
    >
      {/* No spacing: each cell draws its end and bottom border; the box clips the outer ones. */}
      <Grid
        container
        sx={{
          '--Grid-borderWidth': '1px',
          marginInlineEnd: '-1px',
          marginBlockEnd: '-1px',
          '& > div': {
            borderInlineEnd: 'var(--Grid-borderWidth) solid',
            borderBlockEnd: 'var(--Grid-borderWidth) solid',
            borderColor: 'divider',
          },
        }}
      >
        {stats.map((stat) => (
          <Grid key={stat.label} xs={6} sm={4} sx={{ p: 2 }}>
            <Typography level="body-xs">{stat.label}</Typography>
            <Typography level="title-lg" component="p">
              {stat.value}
            </Typography>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
