import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';

const LANGUAGES = [
  'Arabic',
  'Bengali',
  'Chinese',
  'Dutch',
  'English',
  'French',
  'German',
  'Greek',
  'Hebrew',
  'Hindi',
  'Indonesian',
  'Italian',
  'Japanese',
  'Korean',
  'Polish',
  'Portuguese',
  'Spanish',
  'Swahili',
  'Swedish',
  'Thai',
  'Turkish',
  'Ukrainian',
  'Vietnamese',
];

const DEFAULT_LANGUAGES = ['English', 'French', 'Spanish'];

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

type Side = 'available' | 'chosen';

interface FilterableTransferListProps {
  /** Every item, in the order both lists show them. */
  options: readonly string[];
  /** The chosen items: the right-hand list (left-hand in right-to-left layouts). */
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** The plural noun for the items, used in labels ("languages"). */
  itemName: string;
}

/**
 * A controlled transfer list: the parent owns the chosen items, the component only owns which
 * checkboxes are ticked and what each side's filter says.
 */
function FilterableTransferList({
  options,
  value,
  onChange,
  itemName,
}: FilterableTransferListProps) {
  const theme = useTheme();
  const [checked, setChecked] = React.useState<string[]>([]);
  const [filters, setFilters] = React.useState({ available: '', chosen: '' });
  const filterInputs = React.useRef<Record<Side, HTMLInputElement | null>>({
    available: null,
    chosen: null,
  });

  const available = options.filter((option) => !value.includes(option));
  const chosen = options.filter((option) => value.includes(option));
  const availableChecked = checked.filter((item) => available.includes(item));
  const chosenChecked = checked.filter((item) => chosen.includes(item));

  const toggle = (item: string) => () => {
    setChecked(checked.includes(item) ? checked.filter((c) => c !== item) : [...checked, item]);
  };

  // Ticks survive filtering, so several searches can build up one move. A move disables the
  // button that made it, so focus goes back to the filter of the list the items left.
  const move = (items: string[], from: Side) => {
    const next =
      from === 'available' ? [...value, ...items] : value.filter((v) => !items.includes(v));
    onChange(options.filter((option) => next.includes(option)));
    setChecked(checked.filter((item) => !items.includes(item)));
    filterInputs.current[from]?.focus();
  };

  const side = (key: Side, title: string, items: string[], ticked: string[]) => {
    const filter = filters[key].trim().toLowerCase();
    const shown = filter ? items.filter((item) => item.toLowerCase().includes(filter)) : items;
    const counts = filter
      ? `${ticked.length} selected · ${shown.length} of ${items.length} shown`
      : `${ticked.length} selected · ${items.length} in total`;
    return (
      <Card variant="outlined" sx={{ width: 240 }}>
        <CardHeader
          sx={{ paddingBlock: 1.5, paddingInline: 2 }}
          title={title}
          titleTypographyProps={{ component: 'h3', variant: 'subtitle2' }}
          // <bdi> keeps the mixed digits and words in order in right-to-left layouts.
          subheader={<bdi>{counts}</bdi>}
          subheaderTypographyProps={{ variant: 'caption' }}
        />
        <Divider />
        <TextField
          type="search"
          size="small"
          placeholder="Filter"
          value={filters[key]}
          inputRef={(node: HTMLInputElement | null) => {
            filterInputs.current[key] = node;
          }}
          onChange={(event) => setFilters({ ...filters, [key]: event.target.value })}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && filters[key]) {
              setFilters({ ...filters, [key]: '' });
            }
          }}
          sx={{ display: 'flex', marginInline: 1.5, marginBlock: 1.5 }}
          slotProps={{
            htmlInput: { 'aria-label': `Filter ${title.toLowerCase()}` },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <List aria-label={title} sx={{ height: 220, overflow: 'auto', paddingBlockStart: 0 }}>
          {shown.map((item) => (
            <ListItem key={item} disablePadding sx={{ paddingInline: 2 }}>
              <FormControlLabel
                control={<Checkbox checked={checked.includes(item)} onChange={toggle(item)} />}
                label={item}
                sx={{ width: '100%', marginInline: 0 }}
              />
            </ListItem>
          ))}
          {shown.length === 0 ? (
            <ListItem sx={{ paddingInline: 2 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <bdi>
                  {items.length === 0
                    ? `No ${itemName}.`
                    : `No ${itemName} match “${filters[key]}”.`}
                </bdi>
              </Typography>
            </ListItem>
          ) : null}
        </List>
      </Card>
    );
  };

  // The chevrons point from one list to the other, so they swap in right-to-left layouts.
  const rtl = theme.direction === 'rtl';
  const ToChosen = rtl ? ChevronLeftIcon : ChevronRightIcon;
  const ToAvailable = rtl ? ChevronRightIcon : ChevronLeftIcon;

  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center' }}
    >
      {side('available', `Available ${itemName}`, available, availableChecked)}
      <Stack spacing={1}>
        <Button
          variant="outlined"
          onClick={() => move(availableChecked, 'available')}
          disabled={availableChecked.length === 0}
          aria-label={`Add selected ${itemName}`}
        >
          <ToChosen />
        </Button>
        <Button
          variant="outlined"
          onClick={() => move(chosenChecked, 'chosen')}
          disabled={chosenChecked.length === 0}
          aria-label={`Remove selected ${itemName}`}
        >
          <ToAvailable />
        </Button>
      </Stack>
      {side('chosen', `Chosen ${itemName}`, chosen, chosenChecked)}
    </Stack>
  );
}

export default function SearchableTransferList() {
  const [languages, setLanguages] = React.useState<string[]>(DEFAULT_LANGUAGES);
  const unchanged =
    languages.length === DEFAULT_LANGUAGES.length &&
    languages.every((language) => DEFAULT_LANGUAGES.includes(language));

  const noun = languages.length === 1 ? 'language' : 'languages';
  const summary =
    languages.length === 0
      ? 'The site is not translated into any language yet.'
      : `The site is offered in ${languages.length} ${noun}: ${listFormat.format(languages)}.`;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <FilterableTransferList
        options={LANGUAGES}
        value={languages}
        onChange={setLanguages}
        itemName="languages"
      />
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', maxWidth: 560 }}
      >
        <Typography
          variant="body2"
          sx={{ color: 'text.secondary', flex: '1 1 280px' }}
          aria-live="polite"
        >
          <bdi>{summary}</bdi>
        </Typography>
        <Button variant="text" onClick={() => setLanguages(DEFAULT_LANGUAGES)} disabled={unchanged}>
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
