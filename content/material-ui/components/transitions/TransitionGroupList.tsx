import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { TransitionGroup } from 'react-transition-group';

const pool = ['Milk', 'Eggs', 'Bread', 'Apples', 'Coffee', 'Rice', 'Spinach', 'Yoghurt'];

export default function TransitionGroupList() {
  const [items, setItems] = React.useState(pool.slice(0, 3));
  const next = pool.find((item) => !items.includes(item));

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Button
        variant="outlined"
        disabled={!next}
        onClick={() => next && setItems([...items, next])}
      >
        {next ? `Add ${next}` : 'List complete'}
      </Button>
      <List dense aria-label="Shopping list">
        <TransitionGroup component={null}>
          {items.map((item) => (
            <Collapse key={item} component="li">
              <ListItem
                component="div"
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`Remove ${item}`}
                    onClick={() => setItems((prev) => prev.filter((i) => i !== item))}
                  >
                    <DeleteOutlinedIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={item} />
              </ListItem>
            </Collapse>
          ))}
        </TransitionGroup>
      </List>
    </Box>
  );
}
