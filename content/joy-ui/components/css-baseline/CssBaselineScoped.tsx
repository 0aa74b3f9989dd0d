import Box from '@mui/joy/Box';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';
import Typography from '@mui/joy/Typography';

function Sample() {
  return (
    <div>
      <p style={{ marginBlockStart: 0 }}>A paragraph of plain HTML with a native button.</p>
      <button type="button">Native button</button>
    </div>
  );
}

export default function CssBaselineScoped() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      <Box
        sx={{
          border: '1px dashed',
          borderColor: 'neutral.outlinedBorder',
          borderRadius: 'sm',
          padding: 2,
        }}
      >
        <Typography level="title-sm" sx={{ marginBlockEnd: 1 }}>
          Without a baseline
        </Typography>
        <Sample />
      </Box>
      <ScopedCssBaseline
        sx={{
          border: '1px dashed',
          borderColor: 'primary.outlinedBorder',
          borderRadius: 'sm',
          padding: 2,
        }}
      >
        <Typography level="title-sm" sx={{ marginBlockEnd: 1 }}>
          Inside ScopedCssBaseline
        </Typography>
        <Sample />
      </ScopedCssBaseline>
    </Box>
  );
}
