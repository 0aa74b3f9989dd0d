import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';

const files = [
  { name: 'site-photos.zip', size: 48, speed: 9 },
  { name: 'floor-plan.pdf', size: 6, speed: 3 },
  { name: 'budget-2027.xlsx', size: 2, speed: 2 },
];

export default function UploadList() {
  const [uploaded, setUploaded] = React.useState<number[] | null>(null);

  React.useEffect(() => {
    if (!uploaded || uploaded.every((value, index) => value >= (files[index]?.size ?? 0))) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setUploaded((current) =>
        current
          ? current.map((value, index) =>
              Math.min(files[index]?.size ?? 0, value + (files[index]?.speed ?? 0)),
            )
          : current,
      );
    }, 400);
    return () => clearTimeout(timer);
  }, [uploaded]);

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Button
        variant="contained"
        onClick={() => setUploaded(files.map(() => 0))}
        sx={{ marginBottom: 2 }}
      >
        {uploaded ? 'Upload again' : 'Upload 3 files'}
      </Button>
      <Box
        component="ul"
        sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 2 }}
      >
        {files.map((file, index) => {
          const done = uploaded?.[index] ?? 0;
          const percent = Math.round((done / file.size) * 100);
          return (
            <li key={file.name}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, marginBottom: 0.5 }}>
                <Typography variant="body2" sx={{ flexGrow: 1 }} noWrap>
                  {file.name}
                </Typography>
                {percent === 100 && (
                  <CheckCircleIcon color="success" fontSize="small" titleAccess="Done" />
                )}
                <Typography
                  variant="caption"
                  sx={{ color: 'text.secondary', minWidth: '5.5em', textAlign: 'end' }}
                >
                  {done} / {file.size} MB
                </Typography>
              </Box>
              <LinearProgress
                variant="determinate"
                value={percent}
                color={percent === 100 ? 'success' : 'primary'}
                aria-label={`Uploading ${file.name}`}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
