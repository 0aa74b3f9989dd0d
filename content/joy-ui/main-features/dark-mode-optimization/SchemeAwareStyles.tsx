import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SchemeAwareStyles() {
  return (
    <Sheet
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 360,
        mx: 'auto',
        p: 2.5,
        borderRadius: 'md',
        // Light: a pale gradient behind dark text.
        background: `linear-gradient(135deg, ${theme.vars.palette.primary[50]}, ${theme.vars.palette.background.surface})`,
        // Dark: a deep gradient. The selector is CSS, so the right one paints first.
        ...theme.applyStyles('dark', {
          background: `linear-gradient(135deg, ${theme.vars.palette.primary[900]}, ${theme.vars.palette.background.surface})`,
        }),
      })}
    >
      <Typography level="title-lg">Quarterly report</Typography>
      <Typography level="body-sm">Revenue up 12% on the previous quarter.</Typography>
      <Box
        sx={(theme) => ({
          mt: 2,
          height: 8,
          borderRadius: 'xl',
          bgcolor: 'primary.400',
          ...theme.applyStyles('dark', { bgcolor: 'primary.300' }),
        })}
      />
    </Sheet>
  );
}
