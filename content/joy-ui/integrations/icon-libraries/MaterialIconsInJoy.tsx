import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import SendRounded from '@mui/icons-material/SendRounded';

export default function MaterialIconsInJoy() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 380, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="sm" endDecorator={<SendRounded />}>
          Send
        </Button>
        <Button endDecorator={<SendRounded />}>Send</Button>
        <Button size="lg" endDecorator={<SendRounded />}>
          Send
        </Button>
        <IconButton variant="soft" color="danger" aria-label="Add to favourites">
          <FavoriteBorderRounded />
        </IconButton>
      </Stack>
      <Input
        startDecorator={<MailOutlineRounded />}
        placeholder="you@example.com"
        slotProps={{ input: { 'aria-label': 'Email' } }}
      />
      <Alert variant="soft" color="warning" startDecorator={<InfoOutlined />}>
        Your trial ends in 3 days.
      </Alert>
    </Stack>
  );
}
