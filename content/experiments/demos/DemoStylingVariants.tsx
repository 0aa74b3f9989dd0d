import Box from '@mui/material/Box';

const statuses = [
  { label: 'Deployed', tone: 'success' },
  { label: 'Building', tone: 'warning' },
  { label: 'Failed', tone: 'error' },
] as const;

export default function DemoStylingVariants() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {statuses.map(({ label, tone }) => (
        <Box
          key={label}
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.5,
            py: 0.5,
            borderRadius: 99,
            fontSize: '0.8125rem',
            fontWeight: 600,
            color: `${tone}.dark`,
            bgcolor: `${tone}.light`,
            '&::before': {
              content: '""',
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'currentColor',
            },
          }}
        >
          {label}
        </Box>
      ))}
    </Box>
  );
}
