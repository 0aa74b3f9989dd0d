import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function StackMediaObject() {
  return (
    <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'sm', width: '100%', maxWidth: 380 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar aria-hidden>KA</Avatar>
        {/* minWidth: 0 lets this column shrink below its text, so noWrap can cut it. */}
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography level="title-sm" noWrap>
            Kwame Asante-Lindqvist
          </Typography>
          <Typography level="body-xs" textColor="text.secondary" noWrap>
            Structural engineer, Harbour bridge renovation, north span
          </Typography>
        </Stack>
        <Button size="sm" variant="outlined" sx={{ flexShrink: 0 }}>
          Follow
        </Button>
      </Stack>
    </Sheet>
  );
}
