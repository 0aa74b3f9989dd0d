import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { useRtl } from '@mui/system/RtlProvider';

const fontSizes = [12, 14, 16, 20, 24, 32].map((value) => ({ value, label: `${value}` }));

export default function SliderMarksSteps() {
  const isRtl = useRtl();

  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 400,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        paddingInline: 1.5,
      }}
    >
      <div>
        <Typography level="title-sm">Zoom (steps of 25%)</Typography>
        <Slider
          aria-label="Zoom"
          min={50}
          max={200}
          step={25}
          marks={[75, 100, 125, 150, 175].map((value) => ({ value }))}
          defaultValue={100}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value}%`}
          getAriaValueText={(value) => `${value} percent`}
          isRtl={isRtl}
        />
      </div>
      <div>
        <Typography level="title-sm" sx={{ marginBlockEnd: 4 }}>
          Font size in pixels (only the marked sizes)
        </Typography>
        <Slider
          aria-label="Font size"
          min={10}
          max={34}
          step={null}
          marks={fontSizes}
          defaultValue={16}
          valueLabelDisplay="on"
          valueLabelFormat={(value) => `${value}px`}
          getAriaValueText={(value) => `${value} pixels`}
          isRtl={isRtl}
          // The default mark label colour is too faint on the dark background.
          sx={{ '& .MuiSlider-markLabel': { color: 'text.secondary' } }}
        />
      </div>
    </Box>
  );
}
