import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const files = [
  { name: 'site-survey-north-entrance-final-revised-v3.pdf', size: '4.2 MB', initials: 'PDF' },
  { name: 'budget.xlsx', size: '88 KB', initials: 'XLS' },
];

export default function StackGrowingChild() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 400 }}>
      {files.map((file) => (
        <Paper key={file.name} variant="outlined" sx={{ padding: 1.5 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar
              variant="rounded"
              sx={{ fontSize: '0.7rem', bgcolor: 'grey.700', color: 'common.white' }}
              aria-hidden
            >
              {file.initials}
            </Avatar>
            {/* flex: 1 takes the free space; minWidth: 0 lets the text shrink and truncate. */}
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap title={file.name}>
                {file.name}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {file.size}
              </Typography>
            </Stack>
            <Button size="small" aria-label={`Download ${file.name}`}>
              Download
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
