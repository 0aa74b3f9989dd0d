import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import classes from './SwitchSettingsList.module.css';

const SETTINGS = [
  { id: 'digest', label: 'Weekly digest', hint: 'A summary of your projects every Monday.' },
  { id: 'mentions', label: 'Mentions', hint: 'When someone @-mentions you in a comment.' },
  { id: 'billing', label: 'Billing alerts', hint: 'Always on for account owners.', locked: true },
];

export default function SwitchSettingsList() {
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>Email notifications</legend>
      {SETTINGS.map((setting) => (
        <div key={setting.id} className={classes.setting}>
          <span className={classes.text}>
            <label htmlFor={`setting-${setting.id}`}>{setting.label}</label>
            <span id={`setting-${setting.id}-hint`} className={classes.hint}>
              {setting.hint}
            </span>
          </span>
          <Switch
            defaultChecked={setting.id !== 'mentions'}
            disabled={setting.locked}
            slotProps={{
              root: { className: classes.switch },
              track: { className: classes.track },
              thumb: { className: classes.thumb },
              // The label names the input; the hint describes it.
              input: {
                className: classes.input,
                id: `setting-${setting.id}`,
                'aria-describedby': `setting-${setting.id}-hint`,
              },
            }}
          />
        </div>
      ))}
    </fieldset>
  );
}
