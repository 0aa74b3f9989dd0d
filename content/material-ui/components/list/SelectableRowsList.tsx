import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import InfoIcon from '@mui/icons-material/InfoOutlined';

const toppings = [
  { name: 'Roasted peppers', detail: 'Red and yellow, marinated in olive oil' },
  { name: 'Mushrooms', detail: 'Chestnut mushrooms, sliced thin' },
  { name: 'Olives', detail: 'Kalamata, pitted' },
  { name: 'Fresh basil', detail: 'Added after baking' },
];

export default function SelectableRowsList() {
  const [chosen, setChosen] = React.useState<string[]>(['Mushrooms']);
  const [details, setDetails] = React.useState<string | null>(null);

  const toggle = (name: string) =>
    setChosen((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );

  return (
    <div>
      <List aria-label="Toppings" sx={{ maxWidth: 400, bgcolor: 'background.paper' }}>
        {toppings.map((topping) => {
          const checked = chosen.includes(topping.name);
          return (
            <ListItem
              key={topping.name}
              disablePadding
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`About ${topping.name}`}
                  onClick={() => setDetails(topping.detail)}
                >
                  <InfoIcon />
                </IconButton>
              }
            >
              {/* The whole row is the checkbox: role and state go on the row itself. */}
              <ListItemButton
                role="checkbox"
                aria-checked={checked}
                onClick={() => toggle(topping.name)}
                dense
              >
                <ListItemIcon>
                  {checked ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
                </ListItemIcon>
                <ListItemText primary={topping.name} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', marginTop: 1 }}>
        {details ?? `${chosen.length} of ${toppings.length} toppings chosen`}
      </Typography>
    </div>
  );
}
