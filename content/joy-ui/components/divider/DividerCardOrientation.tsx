import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function DividerCardOrientation() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 440 }}>
      <Card orientation="horizontal" variant="outlined">
        <CardContent>
          <Typography level="body-xs">Distance</Typography>
          <Typography level="title-lg">12.4 km</Typography>
        </CardContent>
        <Divider />
        <CardContent>
          <Typography level="body-xs">Climb</Typography>
          <Typography level="title-lg">310 m</Typography>
        </CardContent>
        <Divider />
        <CardContent>
          <Typography level="body-xs">Time</Typography>
          <Typography level="title-lg">1 h 48</Typography>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <Typography level="title-md">Saturday ride</Typography>
        <Divider inset="none" />
        <Typography level="body-sm">
          This divider passes <code>inset=&quot;none&quot;</code>, so it stops at the card&apos;s
          padding instead of running to its edges.
        </Typography>
      </Card>
    </Box>
  );
}
