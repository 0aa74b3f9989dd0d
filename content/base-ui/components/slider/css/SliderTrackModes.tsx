import { Slider, type SliderProps } from '@mui/base/Slider';
import classes from './SliderTrackModes.module.css';
import { useRtl } from '@mui/system/RtlProvider';

const slotProps = {
  root: { className: classes.slider },
  rail: { className: classes.rail },
  track: { className: classes.track },
  thumb: { className: classes.thumb },
};

function LabelledSlider({ id, label, ...props }: SliderProps & { id: string; label: string }) {
  const isRtl = useRtl();
  return (
    <>
      <span id={id} className={classes.label}>
        {label}
      </span>
      <Slider {...props} aria-labelledby={id} isRtl={isRtl} slotProps={slotProps} />
    </>
  );
}

export default function SliderTrackModes() {
  return (
    <div className={classes.root}>
      {/* 'normal': the filled part runs from the minimum to the value. */}
      <LabelledSlider id="track-normal" label="Storage used (GB)" defaultValue={40} />
      {/* 'inverted': what lies above the value is what matters. */}
      <LabelledSlider
        id="track-inverted"
        label="Warn me above (°C)"
        track="inverted"
        defaultValue={70}
        min={40}
        max={100}
      />
      {/* false: a position, not an amount. */}
      <LabelledSlider
        id="track-false"
        label="Stereo balance"
        track={false}
        defaultValue={0}
        min={-50}
        max={50}
      />
    </div>
  );
}
