import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const skills = [
  'React',
  'TypeScript',
  'Accessibility',
  'Design systems',
  'Testing',
  'Node.js',
  'GraphQL',
];

export default function ResponsiveStack() {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ padding: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
        >
          <Typography>Column on phones, row from sm up</Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined">Preview</Button>
            <Button variant="contained">Publish</Button>
          </Stack>
        </Stack>
      </Paper>
      <Stack
        component="ul"
        aria-label="Skills"
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none' }}
      >
        {skills.map((skill) => (
          <li key={skill}>
            <Chip label={skill} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
