import * as React from 'react';
import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';
import { useRtl } from '@mui/system/RtlProvider';

const violet = { 200: '#d9ccff', 300: '#b9a3ff', 600: '#6a3fd9', 800: '#3f2391' };
const grey = { 200: '#dadee6', 700: '#3d4452' };

// Plain class names, styled from a parent: the same rules could live in a .css file.
const Styles = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 360,
  fontSize: '0.875rem',
  '& .size-slider': {
    position: 'relative',
    display: 'block',
    height: 8,
    paddingBlock: 14,
    cursor: 'pointer',
    touchAction: 'none',
  },
  '& .size-slider-rail, & .size-slider-track': {
    position: 'absolute',
    height: 8,
    borderRadius: 4,
  },
  '& .size-slider-rail': { width: '100%', backgroundColor: grey[200] },
  '& .size-slider-track': { backgroundColor: violet[600] },
  '& .size-slider-thumb': {
    position: 'absolute',
    boxSizing: 'border-box',
    width: 22,
    height: 22,
    marginBlockStart: -7,
    marginInlineStart: -11,
    borderRadius: '50%',
    border: `3px solid ${violet[600]}`,
    backgroundColor: '#fff',
    outline: 0,
  },
  [`& .size-slider-thumb.${sliderClasses.focusVisible}`]: {
    boxShadow: `0 0 0 4px ${violet[300]}`,
  },
  ...theme.applyStyles('dark', {
    '& .size-slider-rail': { backgroundColor: grey[700] },
    '& .size-slider-track': { backgroundColor: violet[300] },
    '& .size-slider-thumb': { borderColor: violet[300], backgroundColor: violet[800] },
    [`& .size-slider-thumb.${sliderClasses.focusVisible}`]: {
      boxShadow: `0 0 0 4px ${violet[600]}`,
    },
  }),
}));

// The slider moves in even steps (0–10); `scale` turns each step into a size that doubles.
const toGigabytes = (step: number) => 2 ** step;
const formatSize = (gigabytes: number) =>
  gigabytes >= 1024 ? `${gigabytes / 1024} TB` : `${gigabytes} GB`;

export default function SliderScale() {
  const isRtl = useRtl();
  const [step, setStep] = React.useState(6);

  return (
    <Styles>
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
          root: { className: 'size-slider' },
          rail: { className: 'size-slider-rail' },
          track: { className: 'size-slider-track' },
          thumb: { className: 'size-slider-thumb' },
        }}
      />
      <p style={{ margin: '8px 0 0' }}>Storage: {formatSize(toGigabytes(step))}</p>
    </Styles>
  );
}
