import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const readings = [12, 14, 13, 17, 21, 24, 22, 19, 16, 15, 13, 12];
const hours = readings.map((_, index) => `${String(index * 2).padStart(2, '0')}:00`);

export default function VirtualElementTooltip() {
  const [active, setActive] = React.useState<number | null>(null);
  const [point, setPoint] = React.useState({ x: 0, y: 0 });
  // A "virtual element": anything with getBoundingClientRect. Here, a zero-size box at the pointer.
  const anchor = React.useMemo(
    () => ({ getBoundingClientRect: () => new DOMRect(point.x, point.y, 0, 0) }),
    [point],
  );

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography id="temperature-chart" variant="body2" gutterBottom>
        Temperature over the day (°C)
      </Typography>
      <Tooltip
        open={active !== null}
        title={active === null ? '' : `${hours[active]}: ${readings[active]} °C`}
        placement="top"
        describeChild
        slotProps={{ popper: { anchorEl: anchor } }}
      >
        <Box
          role="list"
          aria-labelledby="temperature-chart"
          onMouseMove={(event) => setPoint({ x: event.clientX, y: event.clientY })}
          onMouseLeave={() => setActive(null)}
          sx={{ display: 'flex', alignItems: 'flex-end', gap: 0.5, height: 120 }}
        >
          {readings.map((value, index) => (
            <Box
              key={hours[index]}
              role="listitem"
              aria-label={`${hours[index]}: ${value} °C`}
              onMouseEnter={() => setActive(index)}
              sx={{
                flex: 1,
                height: `${(value / 24) * 100}%`,
                bgcolor: 'primary.main',
                borderRadius: 0.5,
              }}
            />
          ))}
        </Box>
      </Tooltip>
    </Box>
  );
}
