import { Slider, type SliderProps } from '@mui/base/Slider';
import { styled } from '@mui/system';
import { useRtl } from '@mui/system/RtlProvider';

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 8,
  width: '100%',
  maxWidth: 360,
  fontSize: '0.875rem',
  '& .label': { fontWeight: 600 },
  '& .slider': {
    position: 'relative',
    display: 'block',
    height: 6,
    paddingBlock: 12,
    marginBlockEnd: 8,
    cursor: 'pointer',
    touchAction: 'none',
  },
  '& .rail, & .track': { position: 'absolute', height: 6, borderRadius: 3 },
  '& .rail': { width: '100%', backgroundColor: '#dadee6' },
  '& .track': { backgroundColor: '#2d57d6' },
  // track="inverted" only adds a class to the root: swap the colours in CSS.
  '& .slider.base-Slider-trackInverted .rail': { backgroundColor: '#2d57d6' },
  '& .slider.base-Slider-trackInverted .track': { backgroundColor: '#dadee6' },
  // track={false} still renders the track: hide it in CSS.
  '& .slider.base-Slider-trackFalse .track': { display: 'none' },
  '& .thumb': {
    position: 'absolute',
    width: 18,
    height: 18,
    marginBlockStart: -6,
    marginInlineStart: -9,
    borderRadius: '50%',
    border: '3px solid #2d57d6',
    boxSizing: 'border-box',
    backgroundColor: '#fff',
    outline: 0,
  },
  '& .thumb.base--focusVisible': { boxShadow: '0 0 0 4px #8aaeff' },
  ...theme.applyStyles('dark', {
    '& .rail': { backgroundColor: '#3d4452' },
    '& .track': { backgroundColor: '#8aaeff' },
    '& .slider.base-Slider-trackInverted .rail': { backgroundColor: '#8aaeff' },
    '& .slider.base-Slider-trackInverted .track': { backgroundColor: '#3d4452' },
    '& .thumb': { borderColor: '#8aaeff', backgroundColor: '#171a21' },
    '& .thumb.base--focusVisible': { boxShadow: '0 0 0 4px #2a3d70' },
  }),
}));

const slotProps = {
  root: { className: 'slider' },
  rail: { className: 'rail' },
  track: { className: 'track' },
  thumb: { className: 'thumb' },
};

function LabelledSlider({ id, label, ...props }: SliderProps & { id: string; label: string }) {
  const isRtl = useRtl();
  return (
    <>
      <span id={id} className="label">
        {label}
      </span>
      <Slider {...props} aria-labelledby={id} isRtl={isRtl} slotProps={slotProps} />
    </>
  );
}

export default function SliderTrackModes() {
  return (
    <Styles>
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
    </Styles>
  );
}
