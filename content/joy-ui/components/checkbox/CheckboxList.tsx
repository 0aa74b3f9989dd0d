import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const toppings = ['Mushrooms', 'Roasted peppers', 'Olives', 'Fresh basil', 'Extra mozzarella'];

export default function CheckboxList() {
  const [chosen, setChosen] = React.useState<string[]>(['Fresh basil']);
  return (
    <div>
      <Typography
        id="toppings-label"
        level="title-sm"
        component="span"
        sx={{ display: 'block', mb: 1 }}
      >
        Toppings ({chosen.length})
      </Typography>
      <List
        aria-labelledby="toppings-label"
        variant="outlined"
        sx={{ width: 280, borderRadius: 'sm', '--List-gap': '4px', p: 0.5 }}
      >
        {toppings.map((item) => {
          const checked = chosen.includes(item);
          return (
            <ListItem
              key={item}
              variant={checked ? 'soft' : 'plain'}
              color={checked ? 'primary' : undefined}
            >
              <Checkbox
                overlay
                label={item}
                checked={checked}
                onChange={(event) =>
                  setChosen((list) =>
                    event.target.checked ? [...list, item] : list.filter((value) => value !== item),
                  )
                }
                sx={{ flexGrow: 1 }}
              />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
}
