import Box from '@mui/system/Box';

const examples = [
  { label: 'p: 2', sx: { p: 2 } },
  { label: 'px: 4, py: 1', sx: { px: 4, py: 1 } },
  { label: 'paddingInlineStart: 5', sx: { paddingInlineStart: 5, py: 1 } },
  { label: 'm: 2', sx: { m: 2, p: 1 } },
  { label: 'mt: 3, mb: 0', sx: { mt: 3, mb: 0, p: 1 } },
];

export default function SpacingSides() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      {examples.map((example) => (
        <Box
          key={example.label}
          sx={{ border: '1px dashed', borderColor: 'text.secondary', borderRadius: 1 }}
        >
          <Box
            sx={{
              ...example.sx,
              bgcolor: 'action.selected',
              borderRadius: 1,
            }}
          >
            <Box
              sx={{
                px: 1,
                py: 0.5,
                bgcolor: 'background.paper',
                color: 'text.primary',
                fontFamily: 'monospace',
                fontSize: 13,
                whiteSpace: 'nowrap',
              }}
            >
              {example.label}
            </Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
