import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import CloudUploadRounded from '@mui/icons-material/CloudUploadRounded';
import DoneRounded from '@mui/icons-material/DoneRounded';

export default function CircularProgressChildren() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <CircularProgress size="lg" determinate value={35} aria-label="Backup, 35%">
        35%
      </CircularProgress>
      <CircularProgress
        determinate
        value={62}
        aria-label="Uploading the report, 62%"
        sx={{ '--CircularProgress-size': '72px' }}
      >
        <CloudUploadRounded />
      </CircularProgress>
      <CircularProgress
        color="success"
        determinate
        value={100}
        aria-label="Sync complete"
        sx={{ '--CircularProgress-size': '96px' }}
      >
        <DoneRounded />
      </CircularProgress>
    </Box>
  );
}
