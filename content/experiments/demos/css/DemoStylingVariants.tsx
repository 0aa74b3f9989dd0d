import classes from './DemoStylingVariants.module.css';

const statuses = [
  { label: 'Deployed', tone: classes.success },
  { label: 'Building', tone: classes.warning },
  { label: 'Failed', tone: classes.error },
];

export default function DemoStylingVariants() {
  return (
    <div className={classes.row}>
      {statuses.map(({ label, tone }) => (
        <span key={label} className={`${classes.pill} ${tone}`}>
          {label}
        </span>
      ))}
    </div>
  );
}
