import { NoSsr } from '@mui/base/NoSsr';

export default function NoSsrFallback() {
  return (
    <p className="m-0 min-w-60 rounded-lg bg-slate-100 px-4 py-3 text-sm dark:bg-slate-800">
      Your time zone:{' '}
      <NoSsr fallback={<strong>detecting…</strong>}>
        <strong>{Intl.DateTimeFormat().resolvedOptions().timeZone}</strong>
      </NoSsr>
    </p>
  );
}
