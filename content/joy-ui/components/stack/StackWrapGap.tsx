import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const skills = [
  'TypeScript',
  'Accessibility',
  'Figma',
  'SQL',
  'Design systems',
  'Testing',
  'Node.js',
];

export default function StackWrapGap() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 340 }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Margins (default): wrapped rows touch, the first chip of a row is indented
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {skills.map((skill) => (
            <Chip key={skill}>{skill}</Chip>
          ))}
        </Stack>
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          useFlexGap: even spacing in both directions
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {skills.map((skill) => (
            <Chip key={skill}>{skill}</Chip>
          ))}
        </Stack>
      </div>
    </Stack>
  );
}
