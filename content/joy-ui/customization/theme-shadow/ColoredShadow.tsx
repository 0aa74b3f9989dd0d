import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function ColoredShadow() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center', py: 2 }}>
      <Card
        variant="outlined"
        sx={(theme) => ({
          width: 220,
          // The raw value (not the variable) so the channel set here is used.
          boxShadow: theme.shadow.lg,
          '--joy-shadowChannel': theme.vars.palette.primary.mainChannel,
        })}
      >
        <Typography level="title-md">Primary glow</Typography>
        <Typography level="body-sm">A large shadow tinted with the primary colour.</Typography>
      </Card>
      <Card
        variant="outlined"
        sx={(theme) => ({
          width: 220,
          transition: 'box-shadow 0.2s',
          '&:hover': {
            boxShadow: theme.shadow.md,
            '--joy-shadowChannel': theme.vars.palette.danger.mainChannel,
          },
        })}
      >
        <Typography level="title-md">On hover</Typography>
        <Typography level="body-sm">Point at this card to raise it in red.</Typography>
        <Button size="sm" color="danger" variant="soft" sx={{ alignSelf: 'flex-start' }}>
          Remove
        </Button>
      </Card>
    </Box>
  );
}
