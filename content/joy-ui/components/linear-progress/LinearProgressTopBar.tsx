import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const pages = [
  ['Monday', 'Tuesday', 'Wednesday'],
  ['Thursday', 'Friday', 'Saturday'],
];

export default function LinearProgressTopBar() {
  const [page, setPage] = React.useState(0);
  const [loading, setLoading] = React.useState(false);
  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setPage((current) => (current + 1) % pages.length);
      setLoading(false);
    }, 1200);
    return () => clearTimeout(timer);
  }, [loading]);
  return (
    <Sheet
      variant="outlined"
      aria-busy={loading}
      sx={{ position: 'relative', borderRadius: 'sm', overflow: 'hidden', maxWidth: 340 }}
    >
      {loading && (
        <LinearProgress
          size="sm"
          aria-label="Loading the next days"
          sx={{
            position: 'absolute',
            top: 0,
            insetInline: 0,
            borderRadius: 0,
            '--LinearProgress-radius': '0px',
          }}
        />
      )}
      <List aria-label="Opening hours">
        {(pages[page] ?? []).map((day) => (
          <ListItem key={day}>
            <Typography level="body-sm" textColor="text.primary">
              {day}: 09:00–17:30
            </Typography>
          </ListItem>
        ))}
      </List>
      <Button
        variant="plain"
        size="sm"
        // Not `disabled`: that would drop the keyboard focus while loading.
        aria-disabled={loading}
        onClick={() => {
          if (!loading) setLoading(true);
        }}
        sx={{ m: 1 }}
      >
        Next days
      </Button>
    </Sheet>
  );
}
