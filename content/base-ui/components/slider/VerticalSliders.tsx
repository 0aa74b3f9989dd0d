import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import { styled } from '@mui/system';

const bands = [
  { id: 'bass', label: 'Bass' },
  { id: 'mid', label: 'Mid' },
  { id: 'treble', label: 'Treble' },
] as const;

type Band = (typeof bands)[number]['id'];

const gain = (value: number) => `${value > 0 ? '+' : ''}${value} dB`;

const Styles = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: 32,
  fontSize: '0.875rem',
  '& .band': { display: 'grid', justifyItems: 'center', gap: 8 },
  '& .slider': {
    position: 'relative',
    display: 'inline-block',
    width: 8,
    height: 140,
    paddingInline: 14,
    cursor: 'pointer',
    touchAction: 'none',
  },
  '& .rail, & .track': { position: 'absolute', width: 8, borderRadius: 4 },
  '& .rail': { height: '100%', backgroundColor: '#dadee6' },
  '& .track': { backgroundColor: '#0f7b8a' },
  '& .mark': {
    position: 'absolute',
    insetInlineStart: 6,
    width: 24,
    height: 2,
    marginBlockEnd: -1,
    backgroundColor: '#7b8394',
  },
  '& .thumb': {
    position: 'absolute',
    insetInlineStart: 18,
    boxSizing: 'border-box',
    width: 22,
    height: 14,
    marginInlineStart: -11,
    marginBlockEnd: -7,
    borderRadius: 4,
    border: '2px solid #0f7b8a',
    backgroundColor: '#fff',
    outline: 0,
  },
  '& .thumb.base--focusVisible': { boxShadow: '0 0 0 4px #9fdde5' },
  '& .value': { fontVariantNumeric: 'tabular-nums', color: '#5b6374' },
  ...theme.applyStyles('dark', {
    '& .rail': { backgroundColor: '#3d4452' },
    '& .track': { backgroundColor: '#4fc3d1' },
    '& .mark': { backgroundColor: '#9aa2b1' },
    '& .thumb': { borderColor: '#4fc3d1', backgroundColor: '#0e2a2e' },
    '& .thumb.base--focusVisible': { boxShadow: '0 0 0 4px #0f7b8a' },
    '& .value': { color: '#9aa2b1' },
  }),
}));

export default function VerticalSliders() {
  const [levels, setLevels] = React.useState<Record<Band, number>>({ bass: 4, mid: 0, treble: -2 });
  return (
    <Styles role="group" aria-label="Equaliser">
      {bands.map((band) => (
        <div key={band.id} className="band">
          <Slider
            orientation="vertical"
            min={-12}
            max={12}
            step={1}
            // A single mark at 0 dB; the track is drawn from the bottom up.
            marks={[{ value: 0 }]}
            value={levels[band.id]}
            onChange={(_event, value) =>
              setLevels((current) => ({ ...current, [band.id]: value as number }))
            }
            aria-label={band.label}
            getAriaValueText={gain}
            slotProps={{
              root: { className: 'slider' },
              rail: { className: 'rail' },
              track: { className: 'track' },
              mark: { className: 'mark' },
              thumb: { className: 'thumb' },
            }}
          />
          <span aria-hidden>{band.label}</span>
          <span className="value" aria-hidden>
            {gain(levels[band.id])}
          </span>
        </div>
      ))}
    </Styles>
  );
}
