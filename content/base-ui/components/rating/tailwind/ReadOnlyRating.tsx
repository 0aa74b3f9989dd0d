function Stars() {
  return [1, 2, 3, 4, 5].map((n) => (
    <svg key={n} className="h-5 w-5 shrink-0" viewBox="0 0 24 24" aria-hidden focusable="false">
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
    <div className="flex items-center gap-2 text-sm">
      {/* One image with one name: the stars inside are decoration. */}
      <span
        className="relative inline-block leading-[0]"
        role="img"
        aria-label={`Rated ${average} out of 5`}
      >
        <span className="flex gap-0.5 text-[#c3c8d2] dark:text-[#4a5261]">
          <Stars />
        </span>
        <span
          className="absolute start-0 top-0 flex gap-0.5 overflow-hidden text-[#e59f00] dark:text-[#ffc53d]"
          style={{ width: `${(average / 5) * 100}%` }}
        >
          <Stars />
        </span>
      </span>
      <span className="text-[#5b6374] dark:text-[#9aa2b1]">{average} · 128 reviews</span>
    </div>
  );
}
