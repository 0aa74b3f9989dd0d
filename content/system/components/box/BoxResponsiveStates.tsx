import Box from '@mui/system/Box';

const tiles = ['Inbox', 'Drafts', 'Sent', 'Archive'];

export default function BoxResponsiveStates() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        gap: 2,
      }}
    >
      {tiles.map((label) => (
        <Box
          key={label}
          component="button"
          type="button"
          sx={{
            font: 'inherit',
            textAlign: 'start',
            p: 2,
            cursor: 'pointer',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            transition: 'border-color 150ms, box-shadow 150ms, transform 150ms',
            '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
            '&:active': { transform: 'translateY(1px)' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box component="span" sx={{ display: 'block', fontWeight: 'fontWeightMedium' }}>
            {label}
          </Box>
          <Box component="span" sx={{ display: 'block', fontSize: 13, color: 'text.secondary' }}>
            Hover, press or tab to me
          </Box>
        </Box>
      ))}
    </Box>
  );
}
