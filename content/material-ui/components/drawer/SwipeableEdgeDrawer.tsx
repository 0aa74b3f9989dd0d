import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import Typography from '@mui/material/Typography';

// Height of the strip of the drawer that stays visible while it is closed.
const edgeHeight = 56;

const campsites = [
  { name: 'Birch Hollow', detail: '2.1 km · tents and vans' },
  { name: 'Lakeside Meadow', detail: '3.4 km · tents only' },
  { name: 'Old Quarry', detail: '4.0 km · vans, showers' },
  { name: 'Pine Ridge', detail: '5.2 km · tents, fire pits' },
  { name: 'Heron Point', detail: '6.8 km · tents and vans' },
  { name: 'Foxglove Farm', detail: '7.5 km · glamping' },
];

export default function SwipeableEdgeDrawer() {
  const [open, setOpen] = React.useState(false);
  const frameRef = React.useRef<HTMLDivElement>(null);

  return (
    <Box
      ref={frameRef}
      sx={{
        position: 'relative',
        height: 340,
        overflow: 'hidden',
        isolation: 'isolate',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        // A stand-in for a map.
        backgroundImage:
          'linear-gradient(135deg, rgba(76, 175, 80, 0.25), rgba(33, 150, 243, 0.25))',
      }}
    >
      <Box sx={{ padding: 2 }}>
        <Button variant="contained" aria-expanded={open} onClick={() => setOpen(true)}>
          Show campsites
        </Button>
      </Box>
      <SwipeableDrawer
        anchor="bottom"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        swipeAreaWidth={edgeHeight}
        disableSwipeToOpen={false}
        // Keep the drawer, its backdrop and its swipe area inside the demo box.
        ModalProps={{ container: () => frameRef.current, disableScrollLock: true }}
        SwipeAreaProps={{ style: { position: 'absolute' } }}
        sx={{
          position: 'absolute',
          '& .MuiBackdrop-root': { position: 'absolute' },
          '& .MuiDrawer-paper': {
            position: 'absolute',
            height: `calc(75% - ${edgeHeight}px)`,
            overflow: 'visible',
          },
        }}
      >
        {/* The edge: visible while the paper is hidden, and a handle for swiping. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: -edgeHeight,
            insetInline: 0,
            height: edgeHeight,
            visibility: 'visible',
            bgcolor: 'background.paper',
            borderStartStartRadius: 8,
            borderStartEndRadius: 8,
            boxShadow: '0 -2px 6px rgba(0, 0, 0, 0.15)',
          }}
        >
          <Box
            sx={{
              width: 32,
              height: 4,
              borderRadius: 2,
              bgcolor: 'text.disabled',
              marginInline: 'auto',
              marginBlockStart: 1,
            }}
          />
          <Typography variant="body2" sx={{ padding: 1, textAlign: 'center' }}>
            {campsites.length} campsites nearby
          </Typography>
        </Box>
        <Box sx={{ height: '100%', overflowY: 'auto' }}>
          <List dense aria-label="Campsites nearby">
            {campsites.map((site) => (
              <ListItem key={site.name}>
                <ListItemText primary={site.name} secondary={site.detail} />
              </ListItem>
            ))}
          </List>
          <Box sx={{ paddingInline: 2, paddingBlockEnd: 2 }}>
            <Button onClick={() => setOpen(false)}>Back to the map</Button>
          </Box>
        </Box>
      </SwipeableDrawer>
    </Box>
  );
}
