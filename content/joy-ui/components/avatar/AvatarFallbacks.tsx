import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// An image that fails to decode: the fallback shows, with no failed request in the console.
const broken = 'data:image/png;base64,AAAA';

export default function AvatarFallbacks() {
  return (
    <Stack direction="row" spacing={4} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* The image fails, so the children show instead. */}
        <Avatar src={broken} alt="Rafael Duarte">
          RD
        </Avatar>
        <Typography level="body-xs">children</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* No children: the first letter of alt. */}
        <Avatar src={broken} alt="Rafael Duarte" />
        <Typography level="body-xs">alt[0]</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        {/* Neither children nor alt text: the silhouette icon. */}
        <Avatar src={broken} alt="" />
        <Typography level="body-xs">silhouette</Typography>
      </Stack>
    </Stack>
  );
}
