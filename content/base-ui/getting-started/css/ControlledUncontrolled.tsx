import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { Switch } from '@mui/base/Switch';
import classes from './ControlledUncontrolled.module.css';

const DIGESTS = ['Daily', 'Weekly', 'Monthly'];

export default function ControlledUncontrolled() {
  // Controlled: this state is the only source of truth for the select.
  const [digest, setDigest] = React.useState<string | null>('Weekly');
  // The switch is uncontrolled; we only record what it reports.
  const [lastChange, setLastChange] = React.useState('nothing yet');

  return (
    <div className={classes.root}>
      <div className={classes.row}>
        <span id="digest-label">Digest</span>
        <Select
          value={digest}
          onChange={(_event, value) => setDigest(value)}
          placeholder="Never"
          aria-labelledby="digest-label"
          slotProps={{
            root: { className: classes.trigger },
            listbox: { className: classes.listbox },
            popup: { className: classes.popup },
          }}
        >
          {DIGESTS.map((option) => (
            <Option key={option} value={option} className={classes.option}>
              {option}
            </Option>
          ))}
        </Select>
        <button type="button" className={classes.reset} onClick={() => setDigest(null)}>
          Turn off
        </button>
      </div>
      <label className={classes.row}>
        <Switch
          defaultChecked
          onChange={(event) => setLastChange(event.target.checked ? 'turned on' : 'turned off')}
          slotProps={{
            root: { className: classes.switch },
            track: { className: classes.track },
            thumb: { className: classes.thumb },
            input: { className: classes.switchInput },
          }}
        />
        Product news
      </label>
      <p className={classes.log} aria-live="polite">
        Digest: {digest ?? 'never'} · Product news switch: {lastChange}
      </p>
    </div>
  );
}
