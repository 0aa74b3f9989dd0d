import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';
import { styled } from '@mui/system';
import { useRtl } from '@mui/system/RtlProvider';

const amber = { 100: '#fff1d6', 300: '#f7c95f', 600: '#b87400', 800: '#7a4d00', 900: '#4a3000' };
const grey = { 200: '#dadee6', 700: '#3d4452' };

const Root = styled('span')({
  position: 'relative',
  display: 'block',
  height: 28,
  cursor: 'pointer',
  touchAction: 'none',
});

const Rail = styled('span')(({ theme }) => ({
  position: 'absolute',
  insetInline: 0,
  top: 11,
  height: 6,
  borderRadius: 3,
  backgroundColor: grey[200],
  ...theme.applyStyles('dark', { backgroundColor: grey[700] }),
}));

const Track = styled(Rail)(({ theme }) => ({
  insetInline: 'auto',
  backgroundColor: amber[600],
  ...theme.applyStyles('dark', { backgroundColor: amber[300] }),
}));

const Thumb = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  width: 64,
  height: 28,
  marginInlineStart: -32,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 14,
  fontSize: '0.75rem',
  fontWeight: 700,
  color: amber[900],
  backgroundColor: amber[100],
  border: `2px solid ${amber[600]}`,
  boxSizing: 'border-box',
  userSelect: 'none',
  '&[data-focus-visible]': { outline: `3px solid ${amber[300]}`, outlineOffset: 2 },
  '&[data-active]': { backgroundColor: amber[300] },
  ...theme.applyStyles('dark', {
    color: amber[100],
    backgroundColor: amber[900],
    borderColor: amber[300],
    '&[data-focus-visible]': { outlineColor: amber[800] },
    '&[data-active]': { backgroundColor: amber[800] },
  }),
}));

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
    <Root {...slider.getRootProps()}>
      <Rail />
      <Track style={{ ...axisProps[axis].offset(0), ...axisProps[axis].leap(percent) }} />
      <Thumb
        {...slider.getThumbProps()}
        data-index={0}
        data-active={slider.active === 0 ? '' : undefined}
        data-focus-visible={slider.focusedThumbIndex === 0 ? '' : undefined}
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
      </Thumb>
    </Root>
  );
}

export default function UseSliderHook() {
  const [brightness, setBrightness] = React.useState(60);
  const [warmth, setWarmth] = React.useState(4000);

  return (
    <div
      style={{
        width: '100%',
        maxWidth: 400,
        boxSizing: 'border-box',
        paddingInline: 32,
        display: 'flex',
        flexDirection: 'column',
        gap: 24,
      }}
    >
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
