import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

const recipes = [
  'Lentil soup with lemon',
  'Roast squash and feta salad',
  'Mushroom risotto',
  'Chickpea curry',
  'Spinach and ricotta cannelloni',
  'Baked salmon with dill',
  'Black bean tacos',
  'Pea and mint soup',
  'Aubergine parmigiana',
  'Prawn and chorizo paella',
  'Leek and potato pie',
  'Sesame noodles',
  'Stuffed peppers',
].map((title, index) => ({ id: index + 1, title, minutes: 20 + ((index * 7) % 40) }));

const perPage = 4;

export default function PaginatedResults() {
  const [page, setPage] = React.useState(1);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const pageCount = Math.ceil(recipes.length / perPage);
  const first = (page - 1) * perPage;
  const visible = recipes.slice(first, first + perPage);

  const handleChange = (event: React.ChangeEvent<unknown>, value: number) => {
    setPage(value);
    // Bring keyboard and screen reader users back to the top of the new results.
    headingRef.current?.focus();
  };

  return (
    <div style={{ maxWidth: 420 }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="subtitle1"
        component="h3"
        sx={{ outline: 0 }}
      >
        Recipes {first + 1}–{first + visible.length} of {recipes.length}
      </Typography>
      <List dense>
        {visible.map((recipe) => (
          <ListItem key={recipe.id} divider>
            <ListItemText primary={recipe.title} secondary={`${recipe.minutes} minutes`} />
          </ListItem>
        ))}
      </List>
      <Pagination
        count={pageCount}
        page={page}
        onChange={handleChange}
        aria-label="Recipe pages"
        sx={{ marginBlockStart: 2 }}
      />
    </div>
  );
}
