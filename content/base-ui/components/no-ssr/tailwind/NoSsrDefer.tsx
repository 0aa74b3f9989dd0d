import { NoSsr } from '@mui/base/NoSsr';

const LEVELS = Array.from({ length: 36 }, (_, index) => 0.2 + ((index * 7) % 9) / 11);
const grid = 'grid grid-cols-[repeat(12,16px)] gap-1';

export default function NoSsrDefer() {
  return (
    <div className="grid gap-2 text-sm">
      <span>Contributions over the last 36 weeks</span>
      <NoSsr defer fallback={<div className={grid} aria-hidden />}>
        <div className={grid} role="img" aria-label="Activity heat map">
          {LEVELS.map((level, index) => (
            <span
              key={index}
              className="h-4 rounded-[3px] bg-blue-600 dark:bg-blue-300"
              style={{ opacity: level }}
            />
          ))}
        </div>
      </NoSsr>
    </div>
  );
}
