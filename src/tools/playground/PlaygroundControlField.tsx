/** One labelled native control for a prop: a switch, segmented buttons, a select, a number or text field. */
import * as React from 'react';
import type { PlaygroundControl } from '@/model/playground';
import type { PropValue } from './playgroundCode';

/** Up to this many options show as segmented buttons (a radio group), more as a select. */
const MAX_SEGMENTS = 4;

/** The value that stands for "prop left out" in a select or radio group. */
const UNSET = '';

interface FieldProps {
  control: PlaygroundControl;
  value: PropValue | null;
  /** Called with the control's name: one callback serves every field, so a field re-renders only when its own value changes. */
  onChange: (name: string, value: PropValue | null) => void;
}

/** Memoised: a change re-renders the field it came from, not every control of the playground. */
export const PlaygroundControlField = React.memo(function PlaygroundControlField({
  control,
  value,
  onChange: onNamedChange,
}: FieldProps) {
  const id = React.useId();
  const onChange = (next: PropValue | null) => onNamedChange(control.name, next);
  switch (control.kind) {
    case 'switch':
      return (
        <div className="playground-field playground-switch">
          <input
            id={id}
            type="checkbox"
            role="switch"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          <label htmlFor={id}>{control.name}</label>
        </div>
      );
    case 'select': {
      const options = control.default === null ? [UNSET, ...control.options] : control.options;
      const current = typeof value === 'string' ? value : UNSET;
      const pick = (option: string) => onChange(option === UNSET ? null : option);
      if (options.length <= MAX_SEGMENTS) {
        return (
          <fieldset className="playground-field playground-segments">
            <legend>{control.name}</legend>
            <div className="playground-segment-row">
              {options.map((option) => (
                <label key={option} className="playground-segment">
                  <input
                    type="radio"
                    name={id}
                    value={option}
                    checked={current === option}
                    onChange={() => pick(option)}
                  />
                  <span>{option === UNSET ? 'none' : option}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      }
      return (
        <div className="playground-field">
          <label htmlFor={id}>{control.name}</label>
          <select id={id} value={current} onChange={(event) => pick(event.target.value)}>
            {options.map((option) => (
              <option key={option} value={option}>
                {option === UNSET ? '(none)' : option}
              </option>
            ))}
          </select>
        </div>
      );
    }
    case 'number':
      return (
        <div className="playground-field">
          <label htmlFor={id}>{control.name}</label>
          <input
            id={id}
            type="number"
            value={typeof value === 'number' ? value : ''}
            onChange={(event) => {
              const number = event.target.valueAsNumber;
              onChange(Number.isNaN(number) ? null : number);
            }}
          />
        </div>
      );
    case 'text':
      return (
        <div className="playground-field">
          <label htmlFor={id}>{control.name}</label>
          <input
            id={id}
            type="text"
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        </div>
      );
  }
});
