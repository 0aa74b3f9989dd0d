import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { months, revenue } from './data';

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 40 };
const MAX = 100;
const TICKS = [0, 25, 50, 75, 100];

const x = (index: number) =>
  PAD.left + (index * (WIDTH - PAD.left - PAD.right)) / (months.length - 1);
const y = (value: number) => PAD.top + (1 - value / MAX) * (HEIGHT - PAD.top - PAD.bottom);

const line = (values: number[]) =>
  values.map((value, index) => `${index ? 'L' : 'M'}${x(index)} ${y(value)}`).join(' ');

/**
 * A line chart in plain SVG: the colours come from the theme through `currentColor` (each group
 * sets `color` with the `sx` prop), so it follows light and dark mode with no chart library.
 */
export default function RevenueChart() {
  const area = `${line(revenue.thisYear)} L${x(months.length - 1)} ${y(0)} L${x(0)} ${y(0)} Z`;
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="revenue-chart-title revenue-chart-desc"
        // Numbers and months read left to right in every language.
        sx={{ width: '100%', height: 'auto', display: 'block', direction: 'ltr' }}
      >
        <title id="revenue-chart-title">Monthly revenue, this year and last year</title>
        <desc id="revenue-chart-desc">
          {`This year grew from €42k in January to €91k in December; last year from €35k to €66k.`}
        </desc>
        <Box component="g" sx={{ color: 'divider' }}>
          {TICKS.map((tick) => (
            <line
              key={tick}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
            />
          ))}
        </Box>
        <Box component="g" sx={{ color: 'text.secondary', fontSize: 12 }}>
          {TICKS.map((tick) => (
            <text key={tick} x={PAD.left - 8} y={y(tick) + 4} textAnchor="end" fill="currentColor">
              {tick ? `€${tick}k` : '0'}
            </text>
          ))}
          {months.map((month, index) => (
            <text key={month} x={x(index)} y={HEIGHT - 8} textAnchor="middle" fill="currentColor">
              {month}
            </text>
          ))}
        </Box>
        <Box component="g" sx={{ color: 'text.secondary' }}>
          <path
            d={line(revenue.lastYear)}
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeDasharray="6 4"
          />
        </Box>
        <Box component="g" sx={{ color: 'primary.main' }}>
          <path d={area} fill="currentColor" opacity={0.12} />
          <path d={line(revenue.thisYear)} fill="none" stroke="currentColor" strokeWidth={3} />
          {revenue.thisYear.map((value, index) => (
            <circle key={months[index]} cx={x(index)} cy={y(value)} r={3.5} fill="currentColor" />
          ))}
        </Box>
      </Box>
      <Stack direction="row" spacing={3} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 16, height: 3, bgcolor: 'primary.main' }} />
          <Typography variant="caption">This year</Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 16, borderTop: '3px dashed', borderColor: 'text.secondary' }} />
          <Typography variant="caption">Last year</Typography>
        </Stack>
      </Stack>
    </Box>
  );
}
