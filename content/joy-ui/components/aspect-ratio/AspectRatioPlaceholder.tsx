import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';

export default function AspectRatioPlaceholder() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <AspectRatio ratio="4/3" sx={{ width: 200, borderRadius: 'sm' }}>
        <div>
          <ImageNotSupportedOutlined sx={{ fontSize: '3rem' }} />
        </div>
      </AspectRatio>
      <AspectRatio
        ratio="16/9"
        variant="outlined"
        color="primary"
        sx={{ width: 240, borderRadius: 'sm' }}
      >
        <Box sx={{ flexDirection: 'column', gap: 1 }}>
          <MovieOutlined sx={{ fontSize: '2.5rem' }} />
          <Typography level="body-sm" textColor="inherit">
            Trailer not uploaded yet
          </Typography>
        </Box>
      </AspectRatio>
    </Box>
  );
}
