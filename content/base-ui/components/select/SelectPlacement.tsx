import { Select, selectClasses } from '@mui/base/Select';
import { Option as BaseOption, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

const Trigger = styled('button')(({ theme }) => ({
  minWidth: 220,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  font: 'inherit',
  textAlign: 'start',
  color: '#171a21',
  backgroundColor: '#fff',
  cursor: 'pointer',
  '&::after': { content: '"▾"', float: 'inline-end' },
  [`&.${selectClasses.focusVisible}`]: { outline: '3px solid #8aaeff', outlineOffset: 1 },
  [`&.${selectClasses.expanded}::after`]: { content: '"▴"' },
  ...theme.applyStyles('dark', {
    color: '#f6f7f9',
    backgroundColor: '#171a21',
    borderColor: '#4b5565',
  }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 220,
  margin: '4px 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  listStyle: 'none',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
  }),
}));

const Option = styled(BaseOption)(({ theme }) => ({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'default',
  [`&.${optionClasses.highlighted}`]: {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
  [`&.${optionClasses.selected}`]: {
    fontWeight: 700,
    color: '#1c377f',
    ...theme.applyStyles('dark', { color: '#c2d4ff' }),
  },
  [`&.${optionClasses.disabled}`]: { color: '#7b8394' },
}));

// A bar at the bottom of an editor: there is no room below it, so the list opens upwards.
const StatusBar = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  marginBlockStart: 140,
  padding: '6px 10px',
  borderRadius: 8,
  fontSize: '0.875rem',
  backgroundColor: '#eef0f4',
  '& > span': { marginInlineEnd: 'auto', color: '#4b5565' },
  ...theme.applyStyles('dark', {
    backgroundColor: '#22262f',
    '& > span': { color: '#b8bfcc' },
  }),
}));

const slots = { root: Trigger, listbox: Listbox };
// Open above the button, 6px away, and stay inside this demo's element instead of <body>.
const slotProps = {
  popup: { placement: 'top-start' as const, offset: 6, disablePortal: true, style: { zIndex: 1 } },
};

const ENDINGS = [
  { value: 'lf', label: 'LF (Linux, macOS)' },
  { value: 'crlf', label: 'CRLF (Windows)' },
  { value: 'cr', label: 'CR (classic Mac OS)' },
];

export default function SelectPlacement() {
  return (
    <StatusBar>
      <span>Ln 12, Col 4</span>
      <label htmlFor="endings-select">Line endings</label>
      <Select id="endings-select" defaultValue="lf" slots={slots} slotProps={slotProps}>
        {ENDINGS.map((ending) => (
          <Option key={ending.value} value={ending.value}>
            {ending.label}
          </Option>
        ))}
      </Select>
    </StatusBar>
  );
}
