import * as React from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import ImageIcon from '@mui/icons-material/Image';
import MicIcon from '@mui/icons-material/Mic';

const paragraphs = [
  'Day one: the ferry left at dawn and the harbour was still grey when we reached the island.',
  'The path to the lighthouse climbs through heather and past two abandoned stone cottages.',
  'Lunch was smoked fish on the pier, with gulls watching every move we made.',
  'In the afternoon the wind turned, and the crossing back was rougher than expected.',
  'Day two: rain until noon, so we spent the morning in the small maritime museum.',
  'The museum keeps a logbook from 1887 that records a storm lasting eleven days.',
  'By evening the sky had cleared enough to see the lights of the mainland.',
];

const actions = [
  { icon: <PhotoCameraIcon />, name: 'Add photo' },
  { icon: <ImageIcon />, name: 'Add from gallery' },
  { icon: <MicIcon />, name: 'Add voice memo' },
];

export default function ScrollHidingSpeedDial() {
  const [hidden, setHidden] = React.useState(false);
  const lastScrollTop = React.useRef(0);

  const handleScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const { scrollTop } = event.currentTarget;
    // Hide while the reader scrolls down through the text, show again on the way up.
    setHidden(scrollTop > lastScrollTop.current && scrollTop > 16);
    lastScrollTop.current = scrollTop;
  };

  return (
    <Box sx={{ height: 300, position: 'relative' }}>
      <Box
        role="region"
        aria-label="Travel journal"
        tabIndex={0}
        onScroll={handleScroll}
        sx={{ height: '100%', overflowY: 'auto', paddingInline: 2, paddingBlockEnd: 10 }}
      >
        {paragraphs.map((text) => (
          <Typography key={text} sx={{ marginBlock: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
      <SpeedDial
        ariaLabel="Add to journal"
        icon={<SpeedDialIcon />}
        hidden={hidden}
        slots={{ transition: Fade }}
        transitionDuration={{ enter: 300, exit: 200 }}
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction key={action.name} icon={action.icon} tooltipTitle={action.name} />
        ))}
      </SpeedDial>
    </Box>
  );
}
