import { Input } from '@mui/base/Input';
import classes from './BasicInput.module.css';

const FIELDS = [
  { id: 'input-email', label: 'Email', type: 'email', placeholder: 'ada@example.com' },
  { id: 'input-code', label: 'Invite code', defaultValue: 'X9-BAD', error: true },
  { id: 'input-team', label: 'Team', defaultValue: 'Analytics', disabled: true },
];

export default function BasicInput() {
  return (
    <div className={classes.form}>
      {FIELDS.map(({ label, ...props }) => (
        <div key={props.id} className={classes.field}>
          <label htmlFor={props.id}>{label}</label>
          <Input
            {...props}
            className={classes.root}
            slotProps={{ input: { className: classes.input } }}
          />
        </div>
      ))}
    </div>
  );
}
