import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { useRtl } from '@mui/system/RtlProvider';

const bar = 'absolute h-2 rounded';

// The slider moves in even steps (0–10); `scale` turns each step into a size that doubles.
const toGigabytes = (step: number) => 2 ** step;
const formatSize = (gigabytes: number) =>
  gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;

export default function SliderScale() {
  const isRtl = useRtl();
  const [step, setStep] = React.useState(6);

  return (
    <div className="w-full max-w-[360px] text-sm">
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
      <p className="mb-0 mt-2">Storage: {formatSize(toGigabytes(step))}</p>
    </div>
  );
}
