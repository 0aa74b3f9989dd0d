const statuses = [
  { label: 'Deployed', tone: 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100' },
  { label: 'Building', tone: 'bg-amber-100 text-amber-800 dark:bg-amber-900 dark:text-amber-100' },
  { label: 'Failed', tone: 'bg-red-100 text-red-800 dark:bg-red-900 dark:text-red-100' },
];

export default function DemoStylingVariants() {
  return (
    <div className="flex flex-wrap gap-2">
      {statuses.map(({ label, tone }) => (
        <span
          key={label}
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-[0.8125rem] font-semibold before:size-2 before:rounded-full before:bg-current before:content-[''] ${tone}`}
        >
          {label}
        </span>
      ))}
    </div>
  );
}
