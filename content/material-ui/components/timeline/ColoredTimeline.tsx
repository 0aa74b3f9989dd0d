import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { TimelineDotProps } from '@mui/lab/TimelineDot';
import { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import BugReportOutlinedIcon from '@mui/icons-material/BugReportOutlined';
import CommitIcon from '@mui/icons-material/Commit';
import MergeIcon from '@mui/icons-material/Merge';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';

const events: {
  title: string;
  detail: string;
  color: TimelineDotProps['color'];
  variant: TimelineDotProps['variant'];
  icon: React.ReactNode;
}[] = [
  {
    title: 'Bug reported',
    detail: 'Export fails for files over 2 GB',
    color: 'error',
    variant: 'outlined',
    icon: <BugReportOutlinedIcon />,
  },
  {
    title: 'Fix committed',
    detail: 'Stream the export instead of buffering it',
    color: 'grey',
    variant: 'filled',
    icon: <CommitIcon />,
  },
  {
    title: 'Pull request merged',
    detail: 'Reviewed by two maintainers',
    color: 'secondary',
    variant: 'filled',
    icon: <MergeIcon />,
  },
  {
    title: 'Released in 5.2.1',
    detail: 'Available to all users',
    color: 'success',
    variant: 'filled',
    icon: <RocketLaunchOutlinedIcon />,
  },
];

export default function ColoredTimeline() {
  return (
    <Timeline
      sx={{ [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 }, maxWidth: 480 }}
    >
      {events.map((event, i) => (
        <TimelineItem key={event.title}>
          <TimelineSeparator>
            <TimelineDot color={event.color} variant={event.variant}>
              {event.icon}
            </TimelineDot>
            {i < events.length - 1 ? <TimelineConnector /> : null}
          </TimelineSeparator>
          <TimelineContent sx={{ pb: 2 }}>
            <Typography variant="subtitle2" component="p">
              {event.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {event.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
