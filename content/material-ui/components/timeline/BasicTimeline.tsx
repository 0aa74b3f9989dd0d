import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const events = ['Proposal drafted', 'Design review', 'Budget approved', 'Kick-off'];

export default function BasicTimeline() {
  return (
    <Timeline>
      {events.map((event, i) => (
        <TimelineItem key={event}>
          <TimelineSeparator>
            <TimelineDot />
            {i < events.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{event}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
