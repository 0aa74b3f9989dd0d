import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import PodcastsRounded from '@mui/icons-material/PodcastsRounded';

export default function AspectRatioFlexRow() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 480 }}>
      <Sheet variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 'sm' }}>
        <AspectRatio
          ratio="1"
          variant="soft"
          color="warning"
          sx={{ flexBasis: 96, borderRadius: 'sm' }}
        >
          <div>
            <PodcastsRounded />
          </div>
        </AspectRatio>
        <div>
          <Typography level="title-md">Night shift radio</Typography>
          <Typography level="body-sm">Episode 41 · 52 minutes</Typography>
        </div>
      </Sheet>
      <Sheet
        variant="outlined"
        sx={{ display: 'flex', gap: 2, p: 1.5, borderRadius: 'sm', minHeight: 140 }}
      >
        <AspectRatio
          flex
          ratio="1"
          variant="soft"
          color="success"
          sx={{ flexBasis: 120, borderRadius: 'sm' }}
        >
          <div>
            <PodcastsRounded />
          </div>
        </AspectRatio>
        <div>
          <Typography level="title-md">Garden hour</Typography>
          <Typography level="body-sm">
            With <code>flex</code>, the square grows with the row&apos;s height instead of its own
            width.
          </Typography>
        </div>
      </Sheet>
    </Box>
  );
}
