import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent, {
  timelineOppositeContentClasses,
} from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const shift = [
  { time: '06:00', task: 'Open the bakery, switch on the ovens' },
  { time: '07:30', task: 'First bread delivery to the café on Rue Haute' },
  { time: '10:00', task: 'Stock check and order flour for the week' },
  { time: '13:00', task: 'Hand over to the afternoon team' },
];

export default function NarrowOppositeTimeline() {
  return (
    <Timeline
      sx={{
        // Both sides default to flex: 1. A fifth of the content's share suits short times.
        [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.2 },
      }}
    >
      {shift.map((step, index) => (
        <TimelineItem key={step.time}>
          <TimelineOppositeContent variant="body2" sx={{ color: 'text.secondary' }}>
            <time>{step.time}</time>
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot variant="outlined" color="primary" />
            {index < shift.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent>{step.task}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
