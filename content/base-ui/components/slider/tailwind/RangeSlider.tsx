import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { useRtl } from '@mui/system/RtlProvider';

const bar = 'absolute h-2 rounded';

export default function RangeSlider() {
  const isRtl = useRtl();
  const [size, setSize] = React.useState<number[]>([45, 90]);
  const label = (value: number) => `${value} m²`;

  return (
    <div className="w-full max-w-[360px] text-sm">
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
          root: { className: 'relative block h-2 cursor-pointer touch-none py-3.5' },
          rail: { className: `${bar} w-full bg-slate-200 dark:bg-slate-700` },
          track: { className: `${bar} bg-violet-600 dark:bg-violet-300` },
          thumb: {
            className: [
              'absolute -ms-[11px] -mt-[7px] box-border h-[22px] w-[22px] rounded-full border-[3px]',
              'border-solid border-violet-600 bg-white outline-0 dark:border-violet-300',
              'dark:bg-violet-900 [&.base--focusVisible]:ring-4 [&.base--focusVisible]:ring-violet-300',
              'dark:[&.base--focusVisible]:ring-violet-600',
            ].join(' '),
          },
        }}
      />
      <p className="mb-0 mt-2">
        Flats from {label(size[0]!)} to {label(size[1]!)}
      </p>
    </div>
  );
}
