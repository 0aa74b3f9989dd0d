import { Input, type InputProps } from '@mui/base/Input';
import SearchIcon from '@mui/icons-material/Search';
import classes from './InputAdornments.module.css';

const slotProps: InputProps['slotProps'] = {
  root: { className: classes.root },
  input: { className: classes.input },
};

export default function InputAdornments() {
  return (
    <div className={classes.column}>
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
