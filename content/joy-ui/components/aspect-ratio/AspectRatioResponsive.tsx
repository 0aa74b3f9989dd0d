import AspectRatio from '@mui/joy/AspectRatio';
import Typography from '@mui/joy/Typography';
import LandscapeRounded from '@mui/icons-material/LandscapeRounded';

export default function AspectRatioResponsive() {
  return (
    <AspectRatio
      variant="soft"
      sx={{
        width: '100%',
        maxWidth: 480,
        borderRadius: 'md',
        // Square on phones, 16:9 from the `sm` breakpoint up.
        '--AspectRatio-paddingBottom': { xs: '100%', sm: 'calc(100% / (16 / 9))' },
      }}
    >
      <div>
        <LandscapeRounded sx={{ fontSize: '3rem' }} />
        <Typography level="body-sm" textColor="text.primary">
          Cover photo
        </Typography>
      </div>
    </AspectRatio>
  );
}
