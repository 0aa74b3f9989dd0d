import * as React from 'react';
import Grid from '@mui/joy/Grid';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Orders today', value: '128' },
  { label: 'Revenue', value: '€9,420' },
  { label: 'Returns', value: '3' },
];

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'sm', height: '100%' }}>
      <Typography level="title-sm" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Sheet>
  );
}

export default function GridDashboard() {
  return (
    <Grid container spacing={2} sx={{ flexGrow: 1 }}>
      {stats.map((stat) => (
        <Grid key={stat.label} xs={12} sm={4}>
          <Panel title={stat.label}>
            <Typography level="h3" component="p">
              {stat.value}
            </Typography>
          </Panel>
        </Grid>
      ))}
      <Grid xs={12} md={8}>
        <Panel title="Orders by hour">
          <Grid
            container
            columns={12}
            spacing={0.5}
            role="img"
            aria-label="Bar chart: orders rise to a peak of 14 in the sixth hour, then fall"
            sx={{ alignItems: 'flex-end', height: 96 }}
          >
            {[3, 5, 8, 12, 9, 14, 11, 7, 10, 13, 6, 4].map((count, hour) => (
              <Grid key={hour} xs={1} sx={{ height: `${count * 6}px` }}>
                <Sheet
                  variant="solid"
                  color="primary"
                  sx={{ height: '100%', borderRadius: '2px' }}
                />
              </Grid>
            ))}
          </Grid>
        </Panel>
      </Grid>
      <Grid xs={12} md={4}>
        <Panel title="Low stock">
          <Typography level="body-sm">Trail shoes, size 42: 2 left</Typography>
          <Typography level="body-sm">Rain jacket, M: 4 left</Typography>
        </Panel>
      </Grid>
    </Grid>
  );
}
