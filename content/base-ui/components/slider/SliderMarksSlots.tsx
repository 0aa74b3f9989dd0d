import { Slider, sliderClasses } from '@mui/base/Slider';
import { styled } from '@mui/system';
import { useRtl } from '@mui/system/RtlProvider';

const green = { 200: '#a7e3c4', 400: '#3fb37a', 600: '#1f7a4d', 800: '#124a2f' };
const grey = { 200: '#dadee6', 300: '#c2c8d3', 500: '#7b8394', 700: '#3d4452', 900: '#171a21' };

const Root = styled('span')(({ theme }) => ({
  color: green[600],
  position: 'relative',
  display: 'inline-block',
  width: '100%',
  height: 6,
  paddingBlock: '28px 24px',
  cursor: 'pointer',
  touchAction: 'none',
  ...theme.applyStyles('dark', { color: green[400] }),
}));

const Rail = styled('span')(({ theme }) => ({
  position: 'absolute',
  width: '100%',
  height: 6,
  borderRadius: 3,
  backgroundColor: grey[200],
  ...theme.applyStyles('dark', { backgroundColor: grey[700] }),
}));

const Track = styled('span')({
  position: 'absolute',
  height: 6,
  borderRadius: 3,
  backgroundColor: 'currentColor',
});

const Thumb = styled('span')(({ theme }) => ({
  position: 'absolute',
  boxSizing: 'border-box',
  width: 20,
  height: 20,
  marginBlockStart: -7,
  marginInlineStart: -10,
  borderRadius: 6,
  backgroundColor: 'currentColor',
  outline: 0,
  [`&.${sliderClasses.focusVisible}`]: { boxShadow: `0 0 0 4px ${green[200]}` },
  ...theme.applyStyles('dark', {
    [`&.${sliderClasses.focusVisible}`]: { boxShadow: `0 0 0 4px ${green[800]}` },
  }),
}));

const ValueLabel = styled('span')(({ theme }) => ({
  position: 'absolute',
  bottom: 'calc(100% + 6px)',
  left: '50%',
  transform: 'translateX(-50%)',
  padding: '2px 6px',
  borderRadius: 4,
  fontSize: '0.75rem',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  color: '#fff',
  backgroundColor: grey[900],
  opacity: 0,
  transition: 'opacity 120ms',
  [`.${sliderClasses.thumb}:hover &, .${sliderClasses.focusVisible} &, .${sliderClasses.active} &`]:
    { opacity: 1 },
  ...theme.applyStyles('dark', { color: grey[900], backgroundColor: grey[200] }),
}));

const Mark = styled('span')(({ theme }) => ({
  position: 'absolute',
  width: 6,
  height: 6,
  marginInlineStart: -3,
  borderRadius: '50%',
  backgroundColor: grey[300],
  [`&.${sliderClasses.markActive}`]: { backgroundColor: '#fff' },
  ...theme.applyStyles('dark', { backgroundColor: grey[500] }),
}));

const MarkLabel = styled('span')(({ theme }) => ({
  position: 'absolute',
  insetBlockStart: 40,
  translate: '-50% 0',
  fontSize: '0.75rem',
  color: grey[700],
  '[dir="rtl"] &': { translate: '50% 0' },
  ...theme.applyStyles('dark', { color: grey[300] }),
}));

const levels = [
  { value: 0, label: 'Off' },
  { value: 25, label: 'Low' },
  { value: 50, label: 'Medium' },
  { value: 75, label: 'High' },
  { value: 100, label: 'Max' },
];

const levelName = (value: number) => levels.find((level) => level.value === value)?.label ?? '';

export default function SliderMarksSlots() {
  const isRtl = useRtl();

  return (
    <div style={{ width: '100%', maxWidth: 360, paddingInline: 16, boxSizing: 'border-box' }}>
      <Slider
        aria-label="Fan speed"
        defaultValue={50}
        step={null}
        marks={levels}
        valueLabelFormat={levelName}
        getAriaValueText={levelName}
        isRtl={isRtl}
        slots={{
          root: Root,
          rail: Rail,
          track: Track,
          thumb: Thumb,
          mark: Mark,
          markLabel: MarkLabel,
          valueLabel: ValueLabel,
        }}
      />
    </div>
  );
}
