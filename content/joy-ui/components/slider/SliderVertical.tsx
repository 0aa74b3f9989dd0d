import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

const bands = [
  { label: '60 Hz', gain: 4 },
  { label: '250 Hz', gain: 1 },
  { label: '1 kHz', gain: -2 },
  { label: '4 kHz', gain: 3 },
  { label: '12 kHz', gain: 6 },
];

export default function SliderVertical() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {bands.map((band) => (
        <Box
          key={band.label}
          sx={{ height: 180, display: 'flex', flexDirection: 'column', alignItems: 'center' }}
        >
          <Slider
            // Joy's mark labels are below AA contrast in dark mode.
            sx={{ '& .MuiSlider-markLabel': { color: 'text.secondary' } }}
            orientation="vertical"
            aria-label={`${band.label} gain`}
            min={-12}
            max={12}
            defaultValue={band.gain}
            marks={[{ value: 0 }]}
            track={false}
            valueLabelDisplay="auto"
            valueLabelFormat={(value) => `${value > 0 ? '+' : ''}${value} dB`}
            getAriaValueText={(value) => `${value} decibels`}
          />
          <Typography level="body-xs" sx={{ marginBlockStart: 1 }}>
            {band.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
