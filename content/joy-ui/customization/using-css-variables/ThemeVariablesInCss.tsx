import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function ThemeVariablesInCss() {
  return (
    <Box
      component="blockquote"
      sx={{
        m: 0,
        maxWidth: 420,
        mx: 'auto',
        py: 1.5,
        paddingInlineStart: 2,
        paddingInlineEnd: 1.5,
        // Plain CSS values that read the theme: they follow dark mode without any JavaScript.
        borderInlineStart: '4px solid var(--joy-palette-primary-500)',
        backgroundColor: 'var(--joy-palette-background-level1)',
        borderRadius: 'var(--joy-radius-sm)',
        fontFamily: 'var(--joy-fontFamily-body)',
      }}
    >
      <Typography level="body-md">
        “Ship the smallest thing that teaches you something, then ship the next one.”
      </Typography>
      <Typography level="body-xs" sx={{ mt: 1 }}>
        — From the team handbook
      </Typography>
    </Box>
  );
}
