import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import ReportGmailerrorredIcon from '@mui/icons-material/ReportGmailerrorred';

const iconMapping = {
  success: <TaskAltIcon fontSize="inherit" />,
  error: <ReportGmailerrorredIcon fontSize="inherit" />,
};

export default function AlertIconMapping() {
  return (
    <Stack spacing={1.5}>
      <Alert iconMapping={iconMapping} severity="success">
        Invoice INV-2291 was sent to the client.
      </Alert>
      <Alert iconMapping={iconMapping} severity="error">
        The invoice could not be sent: the client has no billing address.
      </Alert>
      <Alert iconMapping={iconMapping} severity="warning">
        Not in the mapping, so the default warning icon stays.
      </Alert>
    </Stack>
  );
}
