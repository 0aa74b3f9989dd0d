import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

const streets = ['Elm', 'Harbour', 'Mill', 'Orchard', 'Station', 'Church', 'Bridge', 'Market'];
const kinds = ['Street', 'Lane', 'Road', 'Row', 'Close'];

// 120 stops along a bus route, generated so the demo needs no data file.
const stops = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  name: `${streets[index % streets.length]} ${kinds[Math.floor(index / streets.length) % kinds.length]}`,
  minutes: index * 2,
}));

const pageSize = 15;

export default function ShowMoreList() {
  const [count, setCount] = React.useState(pageSize);
  const firstNewRef = React.useRef<HTMLLIElement>(null);
  const [focusIndex, setFocusIndex] = React.useState<number | null>(null);

  React.useEffect(() => {
    if (focusIndex !== null) {
      firstNewRef.current?.focus();
    }
  }, [focusIndex]);

  const showMore = () => {
    setFocusIndex(count);
    setCount((value) => Math.min(value + pageSize, stops.length));
  };

  return (
    <div style={{ maxWidth: 360 }}>
      <Typography id="show-more-list-title" gutterBottom>
        Route 14 stops ({count} of {stops.length} shown)
      </Typography>
      <List
        dense
        aria-labelledby="show-more-list-title"
        tabIndex={0}
        sx={{ maxHeight: 320, overflow: 'auto' }}
      >
        {stops.slice(0, count).map((stop, index) => (
          <ListItem
            key={stop.id}
            divider
            ref={index === focusIndex ? firstNewRef : undefined}
            tabIndex={index === focusIndex ? -1 : undefined}
          >
            <ListItemText primary={stop.name} secondary={`+${stop.minutes} min`} />
          </ListItem>
        ))}
      </List>
      {count < stops.length ? (
        <Button onClick={showMore} sx={{ marginBlockStart: 1 }}>
          Show {Math.min(pageSize, stops.length - count)} more stops
        </Button>
      ) : null}
    </div>
  );
}
