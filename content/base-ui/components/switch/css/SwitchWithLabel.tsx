import * as React from 'react';
import { Switch as BaseSwitch, type SwitchProps } from '@mui/base/Switch';
import classes from './SwitchWithLabel.module.css';

function Switch(props: SwitchProps) {
  return (
    <BaseSwitch
      {...props}
      className={classes.switch}
      slotProps={{
        track: { className: classes.track },
        thumb: { className: classes.thumb },
        input: { className: classes.input },
      }}
    />
  );
}

export default function SwitchWithLabel() {
  const [darkRoom, setDarkRoom] = React.useState(false);
  return (
    <div className={classes.column}>
      <label className={classes.label}>
        <Switch checked={darkRoom} onChange={(event) => setDarkRoom(event.target.checked)} />
        Night light {darkRoom ? 'on' : 'off'}
      </label>
      <label className={classes.label}>
        <Switch defaultChecked />
        Play sounds
      </label>
    </div>
  );
}
