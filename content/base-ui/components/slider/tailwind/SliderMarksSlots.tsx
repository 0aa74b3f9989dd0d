import { Slider } from '@mui/base/Slider';
import { useRtl } from '@mui/system/RtlProvider';

const levels = [
  { value: 0, label: 'Off' },
  { value: 25, label: 'Low' },
  { value: 50, label: 'Medium' },
  { value: 75, label: 'High' },
  { value: 100, label: 'Max' },
];

const levelName = (value: number) => levels.find((level) => level.value === value)?.label ?? '';

// The valueLabel slot has no default element: a plain span renders it.
function ValueLabel({ children, className }: { children?: React.ReactNode; className?: string }) {
  return <span className={className}>{children}</span>;
}

const slotProps = {
  root: {
    className:
      'relative inline-block h-1.5 w-full cursor-pointer touch-none pb-6 pt-7 text-green-700 dark:text-green-500',
  },
  rail: { className: 'absolute h-1.5 w-full rounded-[3px] bg-slate-200 dark:bg-slate-700' },
  track: { className: 'absolute h-1.5 rounded-[3px] bg-current' },
  thumb: {
    className: [
      'group absolute -ms-2.5 -mt-[7px] box-border h-5 w-5 rounded-md bg-current outline-0',
      '[&.base--focusVisible]:ring-4 [&.base--focusVisible]:ring-green-200',
      'dark:[&.base--focusVisible]:ring-green-900',
    ].join(' '),
  },
  mark: {
    className: [
      'absolute -ms-[3px] h-1.5 w-1.5 rounded-full bg-slate-300 dark:bg-slate-500',
      '[&.base-Slider-markActive]:bg-white dark:[&.base-Slider-markActive]:bg-white',
    ].join(' '),
  },
  markLabel: {
    className:
      'absolute top-10 -translate-x-1/2 text-xs text-slate-700 rtl:translate-x-1/2 dark:text-slate-300',
  },
  valueLabel: {
    className: [
      'absolute bottom-[calc(100%+6px)] left-1/2 -translate-x-1/2 whitespace-nowrap rounded',
      'bg-slate-900 px-1.5 py-0.5 text-xs font-semibold text-white opacity-0 transition-opacity',
      'group-hover:opacity-100 group-[.base--focusVisible]:opacity-100',
      'group-[.base--active]:opacity-100 dark:bg-slate-200 dark:text-slate-900',
    ].join(' '),
  },
};

export default function SliderMarksSlots() {
  const isRtl = useRtl();

  return (
    <div className="box-border w-full max-w-[360px] px-4">
      <Slider
        aria-label="Fan speed"
        defaultValue={50}
        step={null}
        marks={levels}
        valueLabelFormat={levelName}
        getAriaValueText={levelName}
        isRtl={isRtl}
        slots={{ valueLabel: ValueLabel }}
        slotProps={slotProps}
      />
    </div>
  );
}
