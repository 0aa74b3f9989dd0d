import * as React from 'react';
import classes from './SegmentedRadios.module.css';

const PERIODS = ['Day', 'Week', 'Month', 'Year'];

export default function SegmentedRadios() {
  const [period, setPeriod] = React.useState('Week');
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>Revenue per</legend>
      <div className={classes.track}>
        {PERIODS.map((option) => (
          <label key={option} className={classes.option}>
            <input
              className={classes.input}
              type="radio"
              name="revenue-period"
              value={option}
              checked={period === option}
              onChange={() => setPeriod(option)}
            />
            <span className={classes.label}>{option}</span>
          </label>
        ))}
      </div>
      <p className={classes.summary}>Showing revenue per {period.toLowerCase()}.</p>
    </fieldset>
  );
}
