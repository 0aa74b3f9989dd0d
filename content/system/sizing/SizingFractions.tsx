import Box from '@mui/system/Box';

const widths: { label: string; value: number | string }[] = [
  { label: 'width: 1/4', value: 1 / 4 },
  { label: 'width: 1/2', value: 1 / 2 },
  { label: 'width: 3/4', value: 3 / 4 },
  { label: 'width: 1', value: 1 },
  { label: 'width: 200', value: 200 },
  { label: "width: 'auto'", value: 'auto' },
];

export default function SizingFractions() {
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', p: 1, border: 1, borderColor: 'divider' }}>
      {widths.map((item) => (
        <Box
          key={item.label}
          sx={{
            width: item.value,
            p: 1,
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontFamily: 'monospace',
            fontSize: 13,
            whiteSpace: 'nowrap',
          }}
        >
          {item.label}
        </Box>
      ))}
    </Box>
  );
}
