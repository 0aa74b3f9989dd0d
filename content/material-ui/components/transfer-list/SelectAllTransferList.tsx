import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const PEOPLE = [
  'Amara Okafor',
  'Bruno Costa',
  'Chen Wei',
  'Dalia Haddad',
  'Erik Lindqvist',
  'Fatima Zahra',
  'Giulia Romano',
  'Hiro Tanaka',
  'Ines Moreau',
  'Jonas Weber',
  'Kavya Rao',
  'Luis Herrera',
];

/** People in their original order, so a moved person lands back where they were. */
const inOrder = (items: string[]) => PEOPLE.filter((item) => items.includes(item));

export default function SelectAllTransferList() {
  const theme = useTheme();
  const [team, setTeam] = React.useState(['Chen Wei', 'Giulia Romano', 'Kavya Rao']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const others = PEOPLE.filter((person) => !team.includes(person));
  const othersChecked = checked.filter((person) => others.includes(person));
  const teamChecked = checked.filter((person) => team.includes(person));

  const toggle = (person: string) => () => {
    setChecked(
      checked.includes(person) ? checked.filter((c) => c !== person) : [...checked, person],
    );
  };

  const toggleAll = (items: string[]) => () => {
    const allChecked = items.every((item) => checked.includes(item));
    setChecked(
      allChecked
        ? checked.filter((item) => !items.includes(item))
        : [...checked, ...items.filter((item) => !checked.includes(item))],
    );
  };

  const add = () => {
    setTeam(inOrder([...team, ...othersChecked]));
    setChecked(checked.filter((person) => !othersChecked.includes(person)));
  };

  const removeFromTeam = () => {
    setTeam(team.filter((person) => !teamChecked.includes(person)));
    setChecked(checked.filter((person) => !teamChecked.includes(person)));
  };

  const personList = (title: string, items: string[], itemsChecked: string[]) => {
    const count = itemsChecked.length;
    return (
      <Card variant="outlined" sx={{ width: 220 }}>
        <CardHeader
          sx={{ paddingBlock: 1, paddingInline: 2 }}
          avatar={
            <Checkbox
              onChange={toggleAll(items)}
              checked={count === items.length && items.length > 0}
              indeterminate={count > 0 && count < items.length}
              disabled={items.length === 0}
              inputProps={{ 'aria-label': `Select all: ${title}` }}
            />
          }
          title={title}
          titleTypographyProps={{ component: 'h3', variant: 'subtitle2' }}
          // <bdi> keeps the count and the words in order in right-to-left layouts.
          subheader={<bdi>{`${count}/${items.length} selected`}</bdi>}
        />
        <Divider />
        <List dense aria-label={title} sx={{ height: 230, overflow: 'auto' }}>
          {items.map((person) => (
            <ListItem key={person} disablePadding sx={{ paddingInline: 2 }}>
              <FormControlLabel
                control={<Checkbox checked={checked.includes(person)} onChange={toggle(person)} />}
                label={person}
                sx={{ width: '100%', marginInline: 0 }}
              />
            </ListItem>
          ))}
        </List>
      </Card>
    );
  };

  // The chevrons point from one list to the other, so they swap in right-to-left layouts.
  const rtl = theme.direction === 'rtl';
  const ToTeam = rtl ? ChevronLeftIcon : ChevronRightIcon;
  const ToOthers = rtl ? ChevronRightIcon : ChevronLeftIcon;

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center' }}
      >
        {personList('Organisation', others, othersChecked)}
        <Stack spacing={1}>
          <Button
            variant="outlined"
            size="small"
            onClick={add}
            disabled={othersChecked.length === 0}
            aria-label="Add selected people to the team"
          >
            <ToTeam />
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={removeFromTeam}
            disabled={teamChecked.length === 0}
            aria-label="Remove selected people from the team"
          >
            <ToOthers />
          </Button>
        </Stack>
        {personList('Project team', team, teamChecked)}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        <bdi>
          The team has {team.length} {team.length === 1 ? 'member' : 'members'}.
        </bdi>
      </Typography>
    </Stack>
  );
}
