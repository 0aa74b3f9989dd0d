import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import classes from './SelectFormSubmission.module.css';

const slotProps = {
  root: { className: classes.trigger },
  listbox: { className: classes.listbox },
  popup: { className: classes.popup },
};

const SEATS = [
  { value: 'window', label: 'Window' },
  { value: 'middle', label: 'Middle' },
  { value: 'aisle', label: 'Aisle' },
];

export default function SelectFormSubmission() {
  const [sent, setSent] = React.useState('nothing sent yet');
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(`seat=${String(data.get('seat'))}`);
  };
  return (
    <form onSubmit={handleSubmit}>
      <div className={classes.field}>
        <label htmlFor="seat-select">Seat</label>
        <Select id="seat-select" name="seat" defaultValue="aisle" slotProps={slotProps}>
          {SEATS.map((seat) => (
            <Option key={seat.value} value={seat.value} className={classes.option}>
              {seat.label}
            </Option>
          ))}
        </Select>
        <button className={classes.action} type="submit">
          Book seat
        </button>
        <p className={classes.note}>Form data: {sent}</p>
      </div>
    </form>
  );
}
