import * as React from 'react';
import classes from './DeliveryRadioCards.module.css';

const options = [
  { value: 'standard', label: 'Standard', detail: '3–5 working days · free' },
  { value: 'express', label: 'Express', detail: 'Next working day · €9' },
  { value: 'pickup', label: 'Pick-up point', detail: 'From tomorrow, 8 am · €2' },
];

export default function DeliveryRadioCards() {
  const [speed, setSpeed] = React.useState('standard');
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>Delivery speed</legend>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            className={classes.input}
            type="radio"
            name="delivery-speed"
            value={option.value}
            checked={speed === option.value}
            onChange={(event) => setSpeed(event.target.value)}
          />
          <span className={classes.card}>
            <strong>{option.label}</strong>
            <span className={classes.detail}>{option.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
