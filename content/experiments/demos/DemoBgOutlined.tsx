import Alert from '@mui/material/Alert';

export default function DemoBgOutlined() {
  return (
    <Alert severity="info" sx={{ maxWidth: 480 }}>
      This demo sits on an outlined background.
    </Alert>
  );
}
