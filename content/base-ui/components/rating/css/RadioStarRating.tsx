import * as React from 'react';
import classes from './RadioStarRating.module.css';

const labels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export default function RadioStarRating() {
  const [rating, setRating] = React.useState(3);
  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>Rate your stay</legend>
      <div className={classes.row}>
        {labels.map((label, index) => {
          const value = index + 1;
          return (
            <label key={label} className={classes.star}>
              <input
                className={classes.input}
                type="radio"
                name="stay-rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={`${value} star${value > 1 ? 's' : ''}, ${label}`}
              />
              <svg
                className={classes.icon}
                data-filled={value <= rating || undefined}
                viewBox="0 0 24 24"
                aria-hidden
                focusable="false"
              >
                <path
                  fill="currentColor"
                  d="m12 17.3 6.2 3.7-1.6-7 5.4-4.7-7.2-.6L12 2 9.2 8.7 2 9.3l5.4 4.7-1.6 7z"
                />
              </svg>
            </label>
          );
        })}
        <span className={classes.summary}>
          {rating} out of 5 · {labels[rating - 1]}
        </span>
      </div>
    </fieldset>
  );
}
