import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import Landscape from './Landscape';

const ratios = ['16/9', '4/3', '1'];

export default function AspectRatioBasic() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {ratios.map((ratio) => (
        <div key={ratio}>
          <AspectRatio ratio={ratio} sx={{ borderRadius: 'sm' }}>
            <Landscape label={`Mountains at ${ratio}`} />
          </AspectRatio>
          <Typography level="body-sm" sx={{ marginBlockStart: 0.5 }}>
            ratio=&quot;{ratio}&quot;
          </Typography>
        </div>
      ))}
    </Box>
  );
}
