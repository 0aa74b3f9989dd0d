import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Avatar from '@mui/material/Avatar';
import DoneIcon from '@mui/icons-material/Done';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ErrorIcon from '@mui/icons-material/ErrorOutline';

export default function ChipVariants() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label="Filled" />
        <Chip label="Outlined" variant="outlined" />
        <Chip label="Small" size="small" />
        <Chip label="Small outlined" size="small" variant="outlined" />
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip icon={<DoneIcon />} label="Paid" color="success" />
        <Chip icon={<ScheduleIcon />} label="Pending" color="primary" variant="outlined" />
        <Chip icon={<ErrorIcon />} label="Overdue" color="error" variant="outlined" />
        <Chip
          avatar={<Avatar sx={{ bgcolor: 'secondary.dark', color: '#fff' }}>R</Avatar>}
          label="Rosa Jiménez"
          variant="outlined"
        />
      </Stack>
    </Stack>
  );
}
