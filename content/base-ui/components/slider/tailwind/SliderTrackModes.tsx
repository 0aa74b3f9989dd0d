import { Slider, type SliderProps } from '@mui/base/Slider';
import { useRtl } from '@mui/system/RtlProvider';

// track="inverted" and track={false} only add a class to the root (the track is still
// rendered): the group variants swap the colours or hide the track.
const slotProps = {
  root: { className: 'group relative mb-2 block h-1.5 cursor-pointer touch-none py-3' },
  rail: {
    className: [
      'absolute h-1.5 w-full rounded-[3px] bg-[#dadee6] dark:bg-[#3d4452]',
      'group-[.base-Slider-trackInverted]:bg-[#2d57d6]',
      'dark:group-[.base-Slider-trackInverted]:bg-[#8aaeff]',
    ].join(' '),
  },
  track: {
    className: [
      'absolute h-1.5 rounded-[3px] bg-[#2d57d6] dark:bg-[#8aaeff]',
      'group-[.base-Slider-trackInverted]:bg-[#dadee6]',
      'dark:group-[.base-Slider-trackInverted]:bg-[#3d4452] group-[.base-Slider-trackFalse]:hidden',
    ].join(' '),
  },
  thumb: {
    className: [
      'absolute -ms-[9px] -mt-1.5 box-border h-[18px] w-[18px] rounded-full border-[3px] border-solid',
      'border-[#2d57d6] bg-white outline-0 dark:border-[#8aaeff] dark:bg-[#171a21]',
      '[&.base--focusVisible]:shadow-[0_0_0_4px_#8aaeff] dark:[&.base--focusVisible]:shadow-[0_0_0_4px_#2a3d70]',
    ].join(' '),
  },
};

function LabelledSlider({ id, label, ...props }: SliderProps & { id: string; label: string }) {
  const isRtl = useRtl();
  return (
    <>
      <span id={id} className="font-semibold">
        {label}
      </span>
      <Slider {...props} aria-labelledby={id} isRtl={isRtl} slotProps={slotProps} />
    </>
  );
}

export default function SliderTrackModes() {
  return (
    <div className="grid w-full max-w-[360px] gap-2 text-sm">
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
