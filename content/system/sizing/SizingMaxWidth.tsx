import Box from '@mui/system/Box';

const caps: { label: string; value: number | string }[] = [
  { label: 'maxWidth: 320', value: 320 },
  { label: "maxWidth: 'sm'", value: 'sm' },
  { label: "maxWidth: 'md'", value: 'md' },
];

export default function SizingMaxWidth() {
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', color: 'text.primary', fontSize: 14 }}>
      {caps.map((cap) => (
        <Box
          key={cap.label}
          sx={{
            maxWidth: cap.value,
            p: 1.5,
            border: 1,
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <code>{cap.label}</code> — the box grows with its parent until it reaches this cap.
        </Box>
      ))}
    </Box>
  );
}
