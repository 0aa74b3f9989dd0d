import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const COLUMNS = ['Name', 'Email', 'Phone', 'Company', 'Country', 'Signed up', 'Last seen', 'Plan'];

/** Columns in their original order, so a moved column lands back where it was. */
const inOrder = (items: string[]) => COLUMNS.filter((item) => items.includes(item));

export default function TransferList() {
  const [chosen, setChosen] = React.useState(['Name', 'Email', 'Signed up', 'Plan']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const available = COLUMNS.filter((item) => !chosen.includes(item));
  const availableChecked = checked.filter((item) => available.includes(item));
  const chosenChecked = checked.filter((item) => chosen.includes(item));

  const toggle = (item: string) => () => {
    setChecked(checked.includes(item) ? checked.filter((c) => c !== item) : [...checked, item]);
  };

  const choose = (items: string[]) => {
    setChosen(inOrder([...chosen, ...items]));
    setChecked(checked.filter((item) => !items.includes(item)));
  };

  const remove = (items: string[]) => {
    setChosen(chosen.filter((item) => !items.includes(item)));
    setChecked(checked.filter((item) => !items.includes(item)));
  };

  const columnList = (label: string, items: string[]) => (
    <Paper variant="outlined" sx={{ width: 180, height: 260, overflow: 'auto' }}>
      <List dense aria-label={label}>
        {items.map((item) => (
          <ListItem key={item} disablePadding sx={{ paddingInline: 1 }}>
            <FormControlLabel
              control={<Checkbox checked={checked.includes(item)} onChange={toggle(item)} />}
              label={item}
              sx={{ width: '100%', marginInline: 0 }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );

  // The arrows point from one list to the other. <, >, ≪ and ≫ are bidi-mirrored characters: in
  // right-to-left text the browser draws them flipped, so they follow the lists with no extra code.
  const arrows = { chooseAll: '≫', choose: '>', remove: '<', removeAll: '≪' };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center' }}
      >
        {columnList('Available columns', available)}
        <Stack spacing={1}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => choose(available)}
            disabled={available.length === 0}
            aria-label="Choose all columns"
          >
            {arrows.chooseAll}
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => choose(availableChecked)}
            disabled={availableChecked.length === 0}
            aria-label="Choose selected columns"
          >
            {arrows.choose}
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => remove(chosenChecked)}
            disabled={chosenChecked.length === 0}
            aria-label="Remove selected columns"
          >
            {arrows.remove}
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => remove(chosen)}
            disabled={chosen.length === 0}
            aria-label="Remove all columns"
          >
            {arrows.removeAll}
          </Button>
        </Stack>
        {columnList('Chosen columns', chosen)}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {/* <bdi> keeps the number and the words in order in right-to-left layouts. */}
        <bdi>
          {chosen.length} of {COLUMNS.length} columns in the report.
        </bdi>
      </Typography>
    </Stack>
  );
}
