import Box from '@mui/material/Box';

export default function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <Box
      component="a"
      href={`#${targetId}`}
      sx={{
        position: 'fixed',
        insetInlineStart: 16,
        top: -64,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        textDecoration: 'none',
        transition: 'top 120ms',
        '&:focus': { top: 8 },
      }}
    >
      {label}
    </Box>
  );
}
