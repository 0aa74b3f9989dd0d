import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function SliderSizesColors() {
  return (
    <Box sx={{ width: '100%', maxWidth: 320, paddingInline: 2 }}>
      <Typography id="slider-size-small" variant="body2" gutterBottom>
        Bass (small)
      </Typography>
      <Slider size="small" defaultValue={40} aria-labelledby="slider-size-small" />
      <Typography id="slider-color-secondary" variant="body2" gutterBottom>
        Treble (secondary)
      </Typography>
      <Slider color="secondary" defaultValue={60} aria-labelledby="slider-color-secondary" />
      <Typography id="slider-label-on" variant="body2" gutterBottom sx={{ marginBlockEnd: 5 }}>
        Balance (label always shown)
      </Typography>
      <Slider
        color="success"
        defaultValue={0}
        min={-10}
        max={10}
        valueLabelDisplay="on"
        aria-labelledby="slider-label-on"
      />
      <Typography id="slider-disabled" variant="body2" gutterBottom>
        Surround (needs a second speaker)
      </Typography>
      <Slider disabled defaultValue={20} aria-labelledby="slider-disabled" />
    </Box>
  );
}
