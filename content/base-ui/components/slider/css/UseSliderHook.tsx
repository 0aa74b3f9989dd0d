import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';
import { useRtl } from '@mui/system/RtlProvider';
import classes from './UseSliderHook.module.css';

interface PillSliderProps {
  label: string;
  unit: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
}

function PillSlider({ label, unit, min, max, step, value, onChange }: PillSliderProps) {
  const isRtl = useRtl();
  const slider = useSlider({
    value,
    onChange: (_event, newValue) => onChange(newValue as number),
    min,
    max,
    step,
    isRtl,
  });
  const { axis, axisProps } = slider;
  const percent = valueToPercent(value, min, max);

  return (
    <span {...slider.getRootProps()} className={classes.root}>
      <span className={classes.rail} />
      <span
        className={`${classes.rail} ${classes.track}`}
        style={{ ...axisProps[axis].offset(0), ...axisProps[axis].leap(percent) }}
      />
      <span
        className={classes.thumb}
        {...slider.getThumbProps()}
        data-index={0}
        data-active={slider.active === 0 ? '' : undefined}
        data-focus-visible={slider.focusedThumbIndex === 0 ? '' : undefined}
        style={axisProps[axis].offset(percent)}
      >
        <bdi>
          {value} {unit}
        </bdi>
        <input
          {...slider.getHiddenInputProps()}
          data-index={0}
          value={value}
          aria-label={label}
          aria-valuetext={`${value} ${unit}`}
        />
      </span>
    </span>
  );
}

export default function UseSliderHook() {
  const [brightness, setBrightness] = React.useState(60);
  const [warmth, setWarmth] = React.useState(4000);

  return (
    <div className={classes.column}>
      <PillSlider
        label="Brightness"
        unit="%"
        min={0}
        max={100}
        step={1}
        value={brightness}
        onChange={setBrightness}
      />
      <PillSlider
        label="Colour temperature"
        unit="K"
        min={2700}
        max={6500}
        step={100}
        value={warmth}
        onChange={setWarmth}
      />
    </div>
  );
}
