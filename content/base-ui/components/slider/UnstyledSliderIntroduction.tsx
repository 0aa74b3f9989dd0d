import * as React from 'react';
import { Slider as BaseSlider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';
import { useRtl } from '@mui/system/RtlProvider';

const blue = { 200: '#b8ccff', 300: '#8aaeff', 500: '#4b74e8', 600: '#2d57d6', 800: '#1c377f' };
const grey = { 200: '#dadee6', 400: '#9aa2b1', 600: '#5c6577', 700: '#3d4452', 900: '#171a21' };

const Slider = styled(BaseSlider)(({ theme }) => ({
  color: blue[600],
  position: 'relative',
  display: 'inline-block',
  width: '100%',
  height: 4,
  paddingBlock: 16,
  cursor: 'pointer',
  touchAction: 'none',
  [`&.${sliderClasses.disabled}`]: { color: grey[400], cursor: 'default', pointerEvents: 'none' },
  [`& .${sliderClasses.rail}`]: {
    position: 'absolute',
    display: 'block',
    width: '100%',
    height: 4,
    borderRadius: 2,
    backgroundColor: grey[200],
  },
  [`& .${sliderClasses.track}`]: {
    position: 'absolute',
    display: 'block',
    height: 4,
    borderRadius: 2,
    backgroundColor: 'currentColor',
  },
  [`& .${sliderClasses.thumb}`]: {
    position: 'absolute',
    boxSizing: 'border-box',
    width: 18,
    height: 18,
    marginBlockStart: -7,
    marginInlineStart: -9,
    borderRadius: '50%',
    border: '2px solid currentColor',
    backgroundColor: '#fff',
    outline: 0,
    transition: 'box-shadow 120ms',
    '&:hover': { boxShadow: `0 0 0 6px ${blue[200]}` },
    [`&.${sliderClasses.focusVisible}`]: { boxShadow: `0 0 0 4px ${blue[300]}` },
    [`&.${sliderClasses.active}`]: { boxShadow: `0 0 0 8px ${blue[200]}` },
  },
  ...theme.applyStyles('dark', {
    color: blue[300],
    [`&.${sliderClasses.disabled}`]: { color: grey[600] },
    [`& .${sliderClasses.rail}`]: { backgroundColor: grey[700] },
    [`& .${sliderClasses.thumb}`]: {
      backgroundColor: grey[900],
      '&:hover': { boxShadow: `0 0 0 6px ${blue[800]}` },
      [`&.${sliderClasses.focusVisible}`]: { boxShadow: `0 0 0 4px ${blue[500]}` },
      [`&.${sliderClasses.active}`]: { boxShadow: `0 0 0 8px ${blue[800]}` },
    },
  }),
}));

export default function UnstyledSliderIntroduction() {
  const isRtl = useRtl();
  const [volume, setVolume] = React.useState(40);

  return (
    <div style={{ width: '100%', maxWidth: 360, fontSize: '0.875rem' }}>
      <span>Volume: {volume}</span>
      <Slider
        aria-label="Volume"
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
        isRtl={isRtl}
      />
      <span>Bass (disabled)</span>
      <Slider aria-label="Bass" defaultValue={70} disabled isRtl={isRtl} />
    </div>
  );
}
