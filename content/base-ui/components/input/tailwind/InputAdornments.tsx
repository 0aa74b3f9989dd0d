import { Input, type InputProps } from '@mui/base/Input';
import SearchIcon from '@mui/icons-material/Search';

const slotProps: InputProps['slotProps'] = {
  root: {
    className: [
      'flex w-60 items-center gap-2 rounded-lg border border-solid border-slate-300 bg-white px-3',
      'text-sm text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-400',
      '[&.base--focused]:border-blue-600 [&.base--focused]:ring-[3px] [&.base--focused]:ring-blue-300',
    ].join(' '),
  },
  input: {
    className:
      'min-w-0 flex-1 border-0 bg-transparent py-2 font-[inherit] text-slate-900 outline-0 dark:text-slate-50',
  },
};

export default function InputAdornments() {
  return (
    <div className="grid gap-3">
      <Input
        aria-label="Search orders"
        type="search"
        startAdornment={<SearchIcon fontSize="small" />}
        slotProps={slotProps}
      />
      <Input
        aria-label="Price"
        defaultValue="249.00"
        startAdornment="$"
        endAdornment="USD"
        slotProps={slotProps}
      />
      <Input
        aria-label="Parcel weight"
        defaultValue="2.5"
        endAdornment="kg"
        slotProps={slotProps}
      />
    </div>
  );
}
