import Box from '@mui/system/Box';

const subject = 'Quarterly planning: budget review, hiring plan and the Q3 product roadmap';

export default function TextTruncation() {
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 320, color: 'text.primary', fontSize: 14 }}>
      <Box sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>{subject}</Box>
      <Box
        title={subject}
        sx={{
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {subject}
      </Box>
    </Box>
  );
}
