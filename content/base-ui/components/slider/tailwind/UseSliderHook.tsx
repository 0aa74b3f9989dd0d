import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';
import { useRtl } from '@mui/system/RtlProvider';

const rail = 'absolute top-[11px] h-1.5 rounded-[3px] bg-slate-200 dark:bg-slate-700';
const thumb = [
  'absolute top-0 -ms-8 box-border flex h-7 w-16 select-none items-center justify-center',
  'rounded-[14px] border-2 border-solid border-amber-600 text-xs font-bold text-amber-900',
  'dark:border-amber-300 dark:text-amber-50',
].join(' ');

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
    <span {...slider.getRootProps()} className="relative block h-7 cursor-pointer touch-none">
      <span className={`inset-x-0 ${rail}`} />
      <span
        className={`${rail} !bg-amber-600 dark:!bg-amber-300`}
        style={{ ...axisProps[axis].offset(0), ...axisProps[axis].leap(percent) }}
      />
      <span
        className={[
          thumb,
          slider.active === 0 ? 'bg-amber-300 dark:bg-amber-800' : 'bg-amber-50 dark:bg-amber-950',
          slider.focusedThumbIndex === 0
            ? 'outline outline-[3px] outline-offset-2 outline-amber-300 dark:outline-amber-800'
            : '',
        ].join(' ')}
        {...slider.getThumbProps()}
        data-index={0}
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
    <div className="box-border flex w-full max-w-[400px] flex-col gap-6 px-8">
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
