import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const bands = [
  { label: '60 Hz', value: 4 },
  { label: '230 Hz', value: 1 },
  { label: '910 Hz', value: -2 },
  { label: '3.6 kHz', value: 2 },
  { label: '14 kHz', value: 5 },
];

function decibels(value: number) {
  return `${value > 0 ? '+' : ''}${value} dB`;
}

export default function VerticalSlider() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center' }}>
      {bands.map((band) => (
        <Stack key={band.label} spacing={1} sx={{ alignItems: 'center' }}>
          <Slider
            orientation="vertical"
            aria-label={`${band.label} gain`}
            defaultValue={band.value}
            min={-12}
            max={12}
            track={false}
            valueLabelDisplay="auto"
            valueLabelFormat={decibels}
            getAriaValueText={decibels}
            sx={{ height: 180 }}
          />
          <Typography variant="caption">{band.label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
