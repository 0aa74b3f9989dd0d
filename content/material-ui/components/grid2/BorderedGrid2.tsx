import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';

const figures = [
  { label: 'Visitors', value: '18,420' },
  { label: 'Sign-ups', value: '1,032' },
  { label: 'Trials started', value: '388' },
  { label: 'Paid plans', value: '121' },
  { label: 'Refunds', value: '4' },
  { label: 'Churned', value: '9' },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 500 }}>{value}</Typography>
    </>
  );
}

export default function BorderedGrid2() {
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {/* Every cell draws its end and bottom edges; the container draws the top and start. */}
      <Grid container sx={{ borderTop: 1, borderInlineStart: 1, borderColor: 'divider' }}>
        {figures.map((figure) => (
          <Grid
            key={figure.label}
            size={{ xs: 6, sm: 4 }}
            sx={{ padding: 2, borderInlineEnd: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Figure {...figure} />
          </Grid>
        ))}
      </Grid>
      {/* Lines between cells only: every cell draws its start and top edges, and the wrapper
          clips the ones that fall on the outer edge, whatever the number of cells per row. */}
      <Box sx={{ overflow: 'hidden' }}>
        <Grid container sx={{ marginTop: '-1px', marginInlineStart: '-1px' }}>
          {figures.map((figure) => (
            <Grid
              key={figure.label}
              size={{ xs: 6, sm: 4 }}
              sx={{ padding: 2, borderInlineStart: 1, borderTop: 1, borderColor: 'divider' }}
            >
              <Figure {...figure} />
            </Grid>
          ))}
        </Grid>
      </Box>
    </Box>
  );
}
