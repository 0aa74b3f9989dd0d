import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowUpRounded from '@mui/icons-material/KeyboardArrowUpRounded';

type Direction = 'up' | 'down';

export default function ListReorder() {
  const [stops, setStops] = React.useState(['Bakery', 'Post office', 'Library', 'Hardware store']);
  const [announcement, setAnnouncement] = React.useState('');
  const [pendingFocus, setPendingFocus] = React.useState<{ stop: string; direction: Direction }>();
  const listRef = React.useRef<HTMLOListElement>(null);

  // After a move, keep the focus on the moved item's button, or on its other button when the
  // item reached an end and the pressed button became disabled.
  React.useEffect(() => {
    if (!pendingFocus || !listRef.current) {
      return;
    }
    const other: Direction = pendingFocus.direction === 'up' ? 'down' : 'up';
    const find = (direction: Direction) =>
      listRef.current?.querySelector<HTMLButtonElement>(
        `[data-stop="${pendingFocus.stop}"][data-direction="${direction}"]`,
      );
    const target = find(pendingFocus.direction);
    (target && !target.disabled ? target : find(other))?.focus();
  }, [pendingFocus, stops]);

  const move = (index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...stops];
    const [stop] = next.splice(index, 1);
    if (stop === undefined) {
      return;
    }
    next.splice(to, 0, stop);
    setStops(next);
    setAnnouncement(`${stop} moved to position ${to + 1} of ${next.length}.`);
    setPendingFocus({ stop, direction });
  };

  return (
    <div>
      <List
        ref={listRef}
        component="ol"
        aria-label="Errand order"
        variant="outlined"
        sx={{ maxWidth: 340, borderRadius: 'sm' }}
      >
        {stops.map((stop, index) => (
          <ListItem
            key={stop}
            endAction={
              <>
                <IconButton
                  size="sm"
                  aria-label={`Move ${stop} up`}
                  data-stop={stop}
                  data-direction="up"
                  disabled={index === 0}
                  onClick={() => move(index, 'up')}
                >
                  <KeyboardArrowUpRounded />
                </IconButton>
                <IconButton
                  size="sm"
                  aria-label={`Move ${stop} down`}
                  data-stop={stop}
                  data-direction="down"
                  disabled={index === stops.length - 1}
                  onClick={() => move(index, 'down')}
                >
                  <KeyboardArrowDownRounded />
                </IconButton>
              </>
            }
          >
            <ListItemDecorator aria-hidden sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {index + 1}.
            </ListItemDecorator>
            <ListItemContent>{stop}</ListItemContent>
          </ListItem>
        ))}
      </List>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {announcement}
      </Typography>
    </div>
  );
}
