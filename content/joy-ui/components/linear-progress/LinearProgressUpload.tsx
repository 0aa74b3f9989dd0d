import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const files = ['invoice-march.pdf', 'site-plan.dwg', 'photos.zip', 'notes.txt'];

export default function LinearProgressUpload() {
  const [done, setDone] = React.useState(1);
  const percent = Math.round((done / files.length) * 100);
  const finished = done === files.length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, width: 360, maxWidth: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="upload-label" level="title-sm">
          {finished ? 'All files uploaded' : `Uploading ${files[done]}`}
        </Typography>
        <Typography level="body-sm">
          {done} of {files.length}
        </Typography>
      </Box>
      <LinearProgress
        determinate
        value={percent}
        color={finished ? 'success' : 'primary'}
        aria-labelledby="upload-label"
        aria-valuetext={`${done} of ${files.length} files`}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          size="sm"
          variant="outlined"
          disabled={finished}
          onClick={() => setDone((count) => count + 1)}
        >
          Finish next file
        </Button>
        <Button size="sm" variant="plain" onClick={() => setDone(0)}>
          Start again
        </Button>
      </Box>
    </Box>
  );
}
