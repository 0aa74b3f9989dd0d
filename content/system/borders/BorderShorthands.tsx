import Box from '@mui/system/Box';
import type { SystemStyleObject, Theme } from '@mui/system';

const tile: SystemStyleObject<Theme> = {
  width: 128,
  height: 72,
  p: 1,
  overflowWrap: 'anywhere',
  display: 'grid',
  placeItems: 'center',
  bgcolor: 'background.paper',
  color: 'text.primary',
  fontSize: 13,
  fontFamily: 'monospace',
  textAlign: 'center',
};

const examples: { label: string; sx: SystemStyleObject<Theme> }[] = [
  { label: 'border: 1', sx: { border: 1, borderColor: 'divider' } },
  { label: 'borderTop: 3', sx: { borderTop: 3, borderColor: 'primary.main' } },
  {
    label: 'borderInlineStart',
    sx: { borderInlineStart: '4px solid', borderColor: 'success.main' },
  },
  {
    label: 'borderBottom: 2 dashed',
    sx: { borderBottom: '2px dashed', borderColor: 'warning.main' },
  },
  { label: 'border: 0', sx: { border: 0, boxShadow: 1 } },
];

const radii: { label: string; sx: SystemStyleObject<Theme> }[] = [
  { label: 'borderRadius: 0', sx: { borderRadius: 0 } },
  { label: 'borderRadius: 1', sx: { borderRadius: 1 } },
  { label: 'borderRadius: 2', sx: { borderRadius: 2 } },
  { label: "'50%'", sx: { borderRadius: '50%', width: 72, height: 72 } },
  { label: "'16px 4px'", sx: { borderRadius: '16px 4px' } },
];

export default function BorderShorthands() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {examples.map((example) => (
          <Box key={example.label} sx={{ ...tile, ...example.sx }}>
            {example.label}
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {radii.map((radius) => (
          <Box
            key={radius.label}
            sx={{ ...tile, border: 1, borderColor: 'primary.main', ...radius.sx }}
          >
            {radius.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
