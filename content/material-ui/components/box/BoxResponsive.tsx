import Box from '@mui/material/Box';

const tags = ['Design', 'Research', 'Accessibility', 'Front end'];

export default function BoxResponsive() {
  return (
    <Box
      component="section"
      aria-label="Filter by topic"
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
        padding: { xs: 1, md: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      {tags.map((tag) => (
        <Box
          key={tag}
          component="button"
          type="button"
          sx={{
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'transparent',
            border: 1,
            borderColor: 'divider',
            borderRadius: 4,
            paddingBlock: 0.5,
            paddingInline: 2,
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': {
              outline: (theme) => `2px solid ${theme.palette.primary.main}`,
              outlineOffset: 2,
            },
          }}
        >
          {tag}
        </Box>
      ))}
    </Box>
  );
}
