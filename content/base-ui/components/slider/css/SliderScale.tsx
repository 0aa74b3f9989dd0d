import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { useRtl } from '@mui/system/RtlProvider';
import classes from './SliderScale.module.css';

// The slider moves in even steps (0–10); `scale` turns each step into a size that doubles.
const toGigabytes = (step: number) => 2 ** step;
const formatSize = (gigabytes: number) =>
  gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;

export default function SliderScale() {
  const isRtl = useRtl();
  const [step, setStep] = React.useState(6);

  return (
    <div className={classes.root}>
      <Slider
        value={step}
        // onChange reports the unscaled step; aria-valuenow and the value text get the scaled size.
        onChange={(_event, value) => setStep(value as number)}
        min={0}
        max={10}
        scale={toGigabytes}
        aria-label="Storage"
        getAriaValueText={formatSize}
        isRtl={isRtl}
        slotProps={{
          root: { className: classes.slider },
          rail: { className: classes.rail },
          track: { className: classes.track },
          thumb: { className: classes.thumb },
        }}
      />
      <p className={classes.summary}>Storage: {formatSize(toGigabytes(step))}</p>
    </div>
  );
}
