import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const stages = ['Application received', 'Phone screen', 'Take-home task', 'Offer sent'];

export default function StartAlignedTimeline() {
  const [startAligned, setStartAligned] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={startAligned}
            onChange={(event) => setStartAligned(event.target.checked)}
          />
        }
        label="Remove the space kept for opposite content"
      />
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, marginBlockStart: 1 }}>
        <Timeline
          sx={
            startAligned
              ? { [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 } }
              : undefined
          }
        >
          {stages.map((stage, index) => (
            <TimelineItem key={stage}>
              <TimelineSeparator>
                <TimelineDot color={index < 3 ? 'primary' : 'grey'} />
                {index < stages.length - 1 ? <TimelineConnector /> : null}
              </TimelineSeparator>
              <TimelineContent>{stage}</TimelineContent>
            </TimelineItem>
          ))}
        </Timeline>
      </Box>
    </div>
  );
}
