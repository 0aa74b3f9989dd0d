import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerFullBleed() {
  return (
    <Box sx={{ width: '100%', overflow: 'hidden', py: 1 }}>
      <Box sx={{ maxWidth: 320, mx: 'auto' }}>
        <Typography level="body-sm">Chapter one ends in the middle column…</Typography>
        <Divider
          sx={{
            my: 2,
            // Paint the line far beyond the column on both sides, then clip it vertically.
            boxShadow: '0 0 0 100vmax var(--Divider-lineColor)',
            clipPath: 'inset(0px -100vmax)',
          }}
        />
        <Typography level="body-sm">
          …and chapter two starts below a line that spans the page.
        </Typography>
      </Box>
    </Box>
  );
}
