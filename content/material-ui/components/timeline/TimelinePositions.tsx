import * as React from 'react';
import Timeline, { TimelineProps } from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Position = NonNullable<TimelineProps['position']>;
const positions: Position[] = ['right', 'left', 'alternate', 'alternate-reverse'];

const releases = [
  { version: 'v3.0', date: 'March' },
  { version: 'v3.1', date: 'May' },
  { version: 'v3.2', date: 'August' },
  { version: 'v4.0', date: 'November' },
];

export default function TimelinePositions() {
  const [position, setPosition] = React.useState<Position>('alternate');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={position}
        onChange={(_event, value: Position | null) => value && setPosition(value)}
        aria-label="Timeline position"
        sx={{ flexWrap: 'wrap' }}
      >
        {positions.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Timeline position={position} sx={{ width: '100%', maxWidth: 480 }}>
        {releases.map((release, i) => (
          <TimelineItem key={release.version}>
            <TimelineOppositeContent color="text.secondary">{release.date}</TimelineOppositeContent>
            <TimelineSeparator>
              <TimelineDot variant="outlined" color="primary" />
              {i < releases.length - 1 ? <TimelineConnector /> : null}
            </TimelineSeparator>
            <TimelineContent>{release.version}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Stack>
  );
}
