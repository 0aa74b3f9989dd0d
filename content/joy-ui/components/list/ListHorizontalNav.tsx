import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import HomeRounded from '@mui/icons-material/HomeRounded';

const sections = ['Products', 'Pricing', 'Customers', 'Blog'];

export default function ListHorizontalNav() {
  const [current, setCurrent] = React.useState('Products');
  return (
    <nav aria-label="Main">
      <List
        orientation="horizontal"
        variant="outlined"
        sx={{ flexGrow: 0, mx: 'auto', borderRadius: 'sm' }}
      >
        <ListItem>
          <ListItemButton component="a" href="#home" aria-label="Home">
            <ListItemDecorator>
              <HomeRounded />
            </ListItemDecorator>
          </ListItemButton>
        </ListItem>
        {sections.map((section) => (
          <ListItem key={section}>
            <ListItemButton
              component="a"
              href={`#${section.toLowerCase()}`}
              selected={current === section}
              aria-current={current === section ? 'page' : undefined}
              onClick={(event: React.MouseEvent) => {
                event.preventDefault();
                setCurrent(section);
              }}
            >
              {section}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
