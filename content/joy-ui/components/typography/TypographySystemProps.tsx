import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographySystemProps() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        padding: 2,
        borderRadius: 'md',
        border: '1px solid',
        borderColor: 'divider',
        maxWidth: 320,
      }}
    >
      <Typography
        level="body-xs"
        textTransform="uppercase"
        letterSpacing="0.1em"
        fontWeight="lg"
        textColor="primary.plainColor"
      >
        Team plan
      </Typography>
      <Typography level="title-lg" component="p">
        <Typography fontSize="xl3" fontWeight="xl">
          €12
        </Typography>{' '}
        <Typography textColor="text.tertiary">per seat, monthly</Typography>
      </Typography>
      <Typography level="body-sm" textColor="text.secondary" lineHeight="lg">
        Shared workspaces, single sign-on and a 99.9 % uptime commitment.
      </Typography>
      <Typography level="body-sm" color="success" fontWeight="md" sx={{ marginBlockStart: 1 }}>
        Saves 20 % with yearly billing
      </Typography>
    </Box>
  );
}
