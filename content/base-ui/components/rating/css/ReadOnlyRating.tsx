import classes from './ReadOnlyRating.module.css';

function Stars() {
  return [1, 2, 3, 4, 5].map((n) => (
    <svg key={n} className={classes.icon} viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="m12 17.3 6.2 3.7-1.6-7 5.4-4.7-7.2-.6L12 2 9.2 8.7 2 9.3l5.4 4.7-1.6 7z"
      />
    </svg>
  ));
}

export default function ReadOnlyRating() {
  const average = 4.4;
  return (
    <div className={classes.root}>
      {/* One image with one name: the stars inside are decoration. */}
      <span className={classes.stars} role="img" aria-label={`Rated ${average} out of 5`}>
        <span className={classes.layer}>
          <Stars />
        </span>
        <span
          className={`${classes.layer} ${classes.filled}`}
          style={{ width: `${(average / 5) * 100}%` }}
        >
          <Stars />
        </span>
      </span>
      <span className={classes.count}>{average} · 128 reviews</span>
    </div>
  );
}
