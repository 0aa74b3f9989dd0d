import Box from '@mui/system/Box';

const chip = {
  px: 1,
  py: 0.5,
  m: 0.5,
  border: 1,
  borderColor: 'primary.main',
  borderRadius: 1,
  bgcolor: 'background.paper',
  color: 'text.primary',
  fontFamily: 'monospace',
  fontSize: 13,
} as const;

const modes = ['inline', 'inline-block', 'block', 'flex'] as const;

export default function DisplayValues() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', color: 'text.primary' }}>
      {modes.map((mode) => (
        <Box key={mode} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>
            display: &apos;{mode}&apos;
          </Box>
          <Box sx={{ display: mode === 'flex' ? 'flex' : 'block', gap: 1 }}>
            {['Alpha', 'Bravo', 'Charlie'].map((word) => (
              <Box
                key={word}
                component="span"
                sx={{ ...chip, display: mode === 'flex' ? 'block' : mode, flexGrow: 1 }}
              >
                {word}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
