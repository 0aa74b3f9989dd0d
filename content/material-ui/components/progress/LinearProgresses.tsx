import * as React from 'react';
import Stack from '@mui/material/Stack';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export default function LinearProgresses() {
  const [progress, setProgress] = React.useState(10);

  React.useEffect(() => {
    const timer = setInterval(() => {
      setProgress((value) => (value >= 100 ? 10 : value + 10));
    }, 800);
    return () => clearInterval(timer);
  }, []);

  return (
    <Stack spacing={3} sx={{ maxWidth: 480 }}>
      <div>
        <Typography variant="body2" gutterBottom>
          Indeterminate: time unknown
        </Typography>
        <LinearProgress aria-label="Loading messages" />
      </div>
      <div>
        <Typography variant="body2" gutterBottom>
          Determinate: {progress}%
        </Typography>
        <LinearProgress variant="determinate" value={progress} aria-label="Importing contacts" />
      </div>
      <div>
        <Typography variant="body2" gutterBottom>
          Buffer: played and downloaded
        </Typography>
        <LinearProgress
          variant="buffer"
          value={progress * 0.6}
          valueBuffer={Math.min(100, progress + 15)}
          color="secondary"
          aria-label="Video playback"
        />
      </div>
    </Stack>
  );
}
