import Box from '@mui/material/Box';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent, {
  timelineOppositeContentClasses,
} from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';

const steps = [
  {
    label: 'Order confirmed',
    place: 'Online store',
    time: '2025-05-12T09:14',
    icon: <CheckIcon />,
  },
  {
    label: 'Packed',
    place: 'Warehouse, Leipzig',
    time: '2025-05-12T16:40',
    icon: <Inventory2OutlinedIcon />,
  },
  {
    label: 'In transit',
    place: 'Sorting centre, Hanover',
    time: '2025-05-13T07:05',
    icon: <LocalShippingOutlinedIcon />,
  },
  { label: 'Out for delivery', place: 'Expected by 6 pm', time: null, icon: <HomeOutlinedIcon /> },
];
const CURRENT = 2;

function formatTime(iso: string) {
  const [, month, day, time] = /^\d+-(\d+)-(\d+)T(.+)$/.exec(iso) ?? [];
  return `${Number(day)}.${Number(month)}. ${time ?? ''}`;
}

export default function OrderTrackingTimeline() {
  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography variant="subtitle1" component="h3">
        Parcel 00340434 1234 5678
      </Typography>
      <Timeline sx={{ [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.3 } }}>
        {steps.map((step, i) => {
          const done = i < CURRENT;
          const current = i === CURRENT;
          return (
            <TimelineItem key={step.label}>
              <TimelineOppositeContent variant="body2" color="text.secondary" sx={{ pt: 2 }}>
                {step.time ? <time dateTime={step.time}>{formatTime(step.time)}</time> : 'Pending'}
              </TimelineOppositeContent>
              <TimelineSeparator>
                <TimelineDot
                  color={done || current ? 'primary' : 'grey'}
                  variant={done || current ? 'filled' : 'outlined'}
                >
                  {step.icon}
                </TimelineDot>
                {i < steps.length - 1 ? (
                  <TimelineConnector sx={{ bgcolor: done ? 'primary.main' : undefined }} />
                ) : null}
              </TimelineSeparator>
              <TimelineContent sx={{ pt: 1.5 }}>
                <Typography
                  variant="subtitle2"
                  component="p"
                  aria-current={current ? 'step' : undefined}
                >
                  {step.label}
                  {current ? ' (current)' : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.place}
                </Typography>
              </TimelineContent>
            </TimelineItem>
          );
        })}
      </Timeline>
    </Box>
  );
}
