import * as React from 'react';

const labels = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

export default function RadioStarRating() {
  const [rating, setRating] = React.useState(3);
  return (
    <fieldset className="m-0 border-0 p-0 text-sm">
      <legend className="mb-1.5 p-0 font-semibold">Rate your stay</legend>
      <div className="flex items-center gap-0.5">
        {labels.map((label, index) => {
          const value = index + 1;
          return (
            <label key={label} className="relative inline-flex cursor-pointer p-0.5">
              <input
                className="peer absolute -m-px h-px w-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]"
                type="radio"
                name="stay-rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-label={`${value} star${value > 1 ? 's' : ''}, ${label}`}
              />
              <svg
                className="block h-7 w-7 rounded text-[#c3c8d2] peer-focus-visible:outline peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-1 peer-focus-visible:outline-[#8aaeff] data-[filled]:text-[#e59f00] dark:text-[#4a5261] dark:data-[filled]:text-[#ffc53d]"
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
        <span className="ms-2.5 text-[#5b6374] dark:text-[#9aa2b1]">
          {rating} out of 5 · {labels[rating - 1]}
        </span>
      </div>
    </fieldset>
  );
}
