import { Slider } from '@mui/base/Slider';
import { useRtl } from '@mui/system/RtlProvider';
import classes from './SliderMarksSlots.module.css';

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

export default function SliderMarksSlots() {
  const isRtl = useRtl();

  return (
    <div className={classes.wrapper}>
      <Slider
        aria-label="Fan speed"
        defaultValue={50}
        step={null}
        marks={levels}
        valueLabelFormat={levelName}
        getAriaValueText={levelName}
        isRtl={isRtl}
        slots={{ valueLabel: ValueLabel }}
        slotProps={{
          root: { className: classes.root },
          rail: { className: classes.rail },
          track: { className: classes.track },
          thumb: { className: classes.thumb },
          mark: { className: classes.mark },
          markLabel: { className: classes.markLabel },
          valueLabel: { className: classes.valueLabel },
        }}
      />
    </div>
  );
}
