import * as React from 'react';
import { Slider as BaseSlider, type SliderProps } from '@mui/base/Slider';
import { useRtl } from '@mui/system/RtlProvider';
import classes from './UnstyledSliderIntroduction.module.css';

function Slider(props: SliderProps) {
  const isRtl = useRtl();
  return (
    <BaseSlider
      {...props}
      isRtl={isRtl}
      className={classes.slider}
      slotProps={{
        rail: { className: classes.rail },
        track: { className: classes.track },
        thumb: { className: classes.thumb },
      }}
    />
  );
}

export default function UnstyledSliderIntroduction() {
  const [volume, setVolume] = React.useState(40);

  return (
    <div className={classes.column}>
      <span>Volume: {volume}</span>
      <Slider
        aria-label="Volume"
        value={volume}
        onChange={(_event, value) => setVolume(value as number)}
      />
      <span>Bass (disabled)</span>
      <Slider aria-label="Bass" defaultValue={70} disabled />
    </div>
  );
}
