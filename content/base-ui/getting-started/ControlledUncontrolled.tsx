import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: 12,
  fontSize: '0.875rem',
  '& .row': { display: 'flex', alignItems: 'center', gap: 10, flexWrap: 'wrap' },
  '& .trigger, & .reset': {
    padding: '6px 12px',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    color: '#171a21',
    backgroundColor: '#fff',
    cursor: 'pointer',
  },
  '& .trigger': { minWidth: 160, textAlign: 'start' },
  '& .trigger.base--focusVisible, & .reset:focus-visible': {
    outline: '3px solid #8aaeff',
    outlineOffset: 1,
  },
  '& .switch': {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: 40,
    height: 24,
  },
  '& .track': { position: 'absolute', inset: 0, borderRadius: 12, backgroundColor: '#7b8394' },
  '& .thumb': {
    position: 'absolute',
    top: 4,
    insetInlineStart: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
  },
  '& .switch.base--checked .track': { backgroundColor: '#2d57d6' },
  '& .switch.base--checked .thumb': { insetInlineStart: 20 },
  '& .switch.base--focusVisible .track': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .switch-input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  '& .log': { margin: 0, color: '#5b6374' },
  ...theme.applyStyles('dark', {
    '& .trigger, & .reset': {
      color: '#f6f7f9',
      backgroundColor: '#171a21',
      borderColor: '#4b5565',
    },
    '& .track': { backgroundColor: '#4b5565' },
    '& .switch.base--checked .track': { backgroundColor: '#8aaeff' },
    '& .log': { color: '#9aa2b1' },
  }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 160,
  margin: '4px 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #dadee6',
  fontSize: '0.875rem',
  listStyle: 'none',
  color: '#171a21',
  backgroundColor: '#fff',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  outline: 0,
  '& .option': { padding: '6px 8px', borderRadius: 6, cursor: 'default' },
  '& .option.base-Option-highlighted': { backgroundColor: '#e8ecf2' },
  '& .option.base--selected': { fontWeight: 700 },
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    color: '#f6f7f9',
    backgroundColor: '#1f232b',
    '& .option.base-Option-highlighted': { backgroundColor: '#2f3540' },
  }),
}));

const DIGESTS = ['Daily', 'Weekly', 'Monthly'];

export default function ControlledUncontrolled() {
  // Controlled: this state is the only source of truth for the select.
  const [digest, setDigest] = React.useState<string | null>('Weekly');
  // The switch is uncontrolled; we only record what it reports.
  const [lastChange, setLastChange] = React.useState('nothing yet');

  return (
    <Styles>
      <div className="row">
        <span id="digest-label">Digest</span>
        <Select
          value={digest}
          onChange={(_event, value) => setDigest(value)}
          placeholder="Never"
          aria-labelledby="digest-label"
          slots={{ listbox: Listbox }}
          slotProps={{ root: { className: 'trigger' }, popup: { style: { zIndex: 1300 } } }}
        >
          {DIGESTS.map((option) => (
            <Option key={option} value={option} className="option">
              {option}
            </Option>
          ))}
        </Select>
        <button type="button" className="reset" onClick={() => setDigest(null)}>
          Turn off
        </button>
      </div>
      <label className="row">
        <Switch
          defaultChecked
          onChange={(event) => setLastChange(event.target.checked ? 'turned on' : 'turned off')}
          slotProps={{
            root: { className: 'switch' },
            track: { className: 'track' },
            thumb: { className: 'thumb' },
            input: { className: 'switch-input' },
          }}
        />
        Product news
      </label>
      <p className="log" aria-live="polite">
        Digest: {digest ?? 'never'} · Product news switch: {lastChange}
      </p>
    </Styles>
  );
}
