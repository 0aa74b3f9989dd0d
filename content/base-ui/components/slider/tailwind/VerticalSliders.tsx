import * as React from 'react';
import { Slider } from '@mui/base/Slider';

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
    <div className="flex gap-8 text-sm" role="group" aria-label="Equaliser">
      {bands.map((band) => (
        <div key={band.id} className="grid justify-items-center gap-2">
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
              root: {
                className: 'relative inline-block h-[140px] w-2 cursor-pointer touch-none px-3.5',
              },
              rail: { className: 'absolute h-full w-2 rounded bg-[#dadee6] dark:bg-[#3d4452]' },
              track: { className: 'absolute w-2 rounded bg-[#0f7b8a] dark:bg-[#4fc3d1]' },
              mark: {
                className: 'absolute start-1.5 -mb-px h-0.5 w-6 bg-[#7b8394] dark:bg-[#9aa2b1]',
              },
              thumb: {
                className:
                  'absolute start-[18px] -mb-[7px] -ms-[11px] box-border h-3.5 w-[22px] rounded border-2 border-solid border-[#0f7b8a] bg-white outline-0 dark:border-[#4fc3d1] dark:bg-[#0e2a2e] [&.base--focusVisible]:shadow-[0_0_0_4px_#9fdde5] dark:[&.base--focusVisible]:shadow-[0_0_0_4px_#0f7b8a]',
              },
            }}
          />
          <span aria-hidden>{band.label}</span>
          <span className="tabular-nums text-[#5b6374] dark:text-[#9aa2b1]" aria-hidden>
            {gain(levels[band.id])}
          </span>
        </div>
      ))}
    </div>
  );
}
