import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import BugReportIcon from '@mui/icons-material/BugReport';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import SecurityIcon from '@mui/icons-material/Security';

const releases = [
  {
    version: '3.2.0',
    date: '2026-11-18',
    kind: 'Feature',
    icon: <NewReleasesIcon fontSize="small" />,
    color: 'primary',
    text: 'Saved filters can be shared with a link.',
  },
  {
    version: '3.1.2',
    date: '2026-10-30',
    kind: 'Security',
    icon: <SecurityIcon fontSize="small" />,
    color: 'error',
    text: 'Session cookies now expire after twelve hours of inactivity.',
  },
  {
    version: '3.1.1',
    date: '2026-10-12',
    kind: 'Fix',
    icon: <BugReportIcon fontSize="small" />,
    color: 'grey',
    text: 'Exports no longer drop rows with an empty date.',
  },
] as const;

export default function ChangelogTimeline() {
  return (
    <Timeline
      sx={{
        maxWidth: 480,
        padding: 0,
        [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 },
      }}
    >
      {releases.map((release, index) => (
        <TimelineItem key={release.version}>
          <TimelineSeparator>
            <TimelineDot color={release.color} variant="outlined" sx={{ padding: 0.75 }}>
              {release.icon}
            </TimelineDot>
            {index < releases.length - 1 ? (
              <TimelineConnector sx={{ width: 3, borderRadius: 1, bgcolor: 'divider' }} />
            ) : null}
          </TimelineSeparator>
          <TimelineContent sx={{ paddingBlockEnd: 3 }}>
            <Paper variant="outlined" sx={{ padding: 2 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={{ fontWeight: 500 }}>Version {release.version}</Typography>
                <Chip label={release.kind} size="small" />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary' }} gutterBottom>
                <time dateTime={release.date}>{release.date}</time>
              </Typography>
              <Typography variant="body2">{release.text}</Typography>
            </Paper>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
