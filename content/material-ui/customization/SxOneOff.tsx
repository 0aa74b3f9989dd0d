import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function SxOneOff() {
  return (
    <Box sx={{ width: '100%', maxWidth: 360 }}>
      <Typography id="volume-default" gutterBottom>
        Default slider
      </Typography>
      <Slider defaultValue={40} aria-labelledby="volume-default" />
      <Typography id="volume-custom" gutterBottom sx={{ mt: 2 }}>
        Customized with sx
      </Typography>
      <Slider
        defaultValue={65}
        aria-labelledby="volume-custom"
        sx={{
          color: 'success.main',
          height: 8,
          '& .MuiSlider-thumb': {
            width: 22,
            height: 22,
            borderRadius: 1,
          },
          '& .MuiSlider-thumb.Mui-active': {
            boxShadow: 6,
          },
          '& .MuiSlider-rail': { opacity: 0.3 },
        }}
      />
    </Box>
  );
}
