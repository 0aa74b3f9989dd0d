import * as React from 'react';
import { Slider } from '@mui/base/Slider';
import classes from './VerticalSliders.module.css';

const bands = [
  { id: 'bass', label: 'Bass' },
  { id: 'mid', label: 'Mid' },
  { id: 'treble', label: 'Treble' },
] as const;

type Band = (typeof bands)[number]['id'];

const gain = (value: number) => `${value > 0 ? '+' : ''}${value} dB`;

export default function VerticalSliders() {
  const [levels, setLevels] = React.useState<Record<Band, number>>({ bass: 4, mid: 0, treble: -2 });
  return (
    <div className={classes.root} role="group" aria-label="Equaliser">
      {bands.map((band) => (
        <div key={band.id} className={classes.band}>
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
              root: { className: classes.slider },
              rail: { className: classes.rail },
              track: { className: classes.track },
              mark: { className: classes.mark },
              thumb: { className: classes.thumb },
            }}
          />
          <span aria-hidden>{band.label}</span>
          <span className={classes.value} aria-hidden>
            {gain(levels[band.id])}
          </span>
        </div>
      ))}
    </div>
  );
}
