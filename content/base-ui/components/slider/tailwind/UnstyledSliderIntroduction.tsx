import * as React from 'react';
import { Slider as BaseSlider, type SliderProps } from '@mui/base/Slider';
import { useRtl } from '@mui/system/RtlProvider';

const slotProps = {
  root: {
    className: [
      'relative inline-block h-1 w-full cursor-pointer touch-none py-4 text-blue-600',
      'dark:text-blue-300 [&.base--disabled]:pointer-events-none [&.base--disabled]:cursor-default',
      '[&.base--disabled]:text-slate-400 dark:[&.base--disabled]:text-slate-600',
    ].join(' '),
  },
  rail: { className: 'absolute block h-1 w-full rounded-sm bg-slate-200 dark:bg-slate-700' },
  track: { className: 'absolute block h-1 rounded-sm bg-current' },
  thumb: {
    className: [
      'absolute -ms-[9px] -mt-[7px] box-border h-[18px] w-[18px] rounded-full border-2 border-solid',
      'border-current bg-white outline-0 transition-shadow dark:bg-slate-900',
      'hover:ring-[6px] hover:ring-blue-200 dark:hover:ring-blue-900',
      '[&.base--focusVisible]:ring-4 [&.base--focusVisible]:ring-blue-300',
      'dark:[&.base--focusVisible]:ring-blue-500 [&.base--active]:ring-8',
      '[&.base--active]:ring-blue-200 dark:[&.base--active]:ring-blue-900',
    ].join(' '),
  },
};

function Slider(props: SliderProps) {
  const isRtl = useRtl();
  return <BaseSlider {...props} isRtl={isRtl} slotProps={slotProps} />;
}

export default function UnstyledSliderIntroduction() {
  const [volume, setVolume] = React.useState(40);

  return (
    <div className="w-full max-w-[360px] text-sm">
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
