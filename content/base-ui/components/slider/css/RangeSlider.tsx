import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { useRtl } from '@mui/system/RtlProvider';
import classes from './RangeSlider.module.css';

export default function RangeSlider() {
  const isRtl = useRtl();
  const [size, setSize] = React.useState<number[]>([45, 90]);
  const label = (value: number) => `${value} m²`;

  return (
    <div className={classes.root}>
      <Slider
        value={size}
        onChange={(_event, value) => setSize(value as number[])}
        min={20}
        max={200}
        step={5}
        disableSwap
        getAriaLabel={(index) => (index === 0 ? 'Smallest size' : 'Largest size')}
        getAriaValueText={label}
        isRtl={isRtl}
        slotProps={{
          root: { className: classes.slider },
          rail: { className: classes.rail },
          track: { className: classes.track },
          thumb: { className: classes.thumb },
        }}
      />
      <p className={classes.summary}>
        Flats from {label(size[0]!)} to {label(size[1]!)}
      </p>
    </div>
  );
}
