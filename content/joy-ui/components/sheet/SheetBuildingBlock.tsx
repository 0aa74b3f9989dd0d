import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';
import EmojiEmotionsOutlined from '@mui/icons-material/EmojiEmotionsOutlined';
import SendRounded from '@mui/icons-material/SendRounded';

const messages = [
  { from: 'them', text: 'Are we still on for the review at 3?' },
  { from: 'me', text: 'Yes — I booked the small meeting room.' },
  { from: 'them', text: 'Perfect, see you there.' },
];

export default function SheetBuildingBlock() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        borderRadius: 'md',
        padding: 2,
        width: '100%',
        maxWidth: 380,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {messages.map((message) => (
        <Sheet
          key={message.text}
          variant={message.from === 'me' ? 'solid' : 'soft'}
          color={message.from === 'me' ? 'primary' : 'neutral'}
          sx={{
            alignSelf: message.from === 'me' ? 'flex-end' : 'flex-start',
            paddingInline: 1.5,
            paddingBlock: 1,
            borderRadius: 'lg',
            maxWidth: '80%',
          }}
        >
          <Typography level="body-sm" textColor="inherit">
            {message.text}
          </Typography>
        </Sheet>
      ))}
      <Sheet
        component="div"
        role="toolbar"
        aria-label="Message actions"
        variant="soft"
        sx={{ display: 'flex', gap: 0.5, borderRadius: 'sm', padding: 0.5, marginBlockStart: 1 }}
      >
        <IconButton size="sm" aria-label="Attach a file">
          <AttachFileRounded />
        </IconButton>
        <IconButton size="sm" aria-label="Insert an emoji">
          <EmojiEmotionsOutlined />
        </IconButton>
        <IconButton size="sm" color="primary" aria-label="Send" sx={{ marginInlineStart: 'auto' }}>
          <SendRounded />
        </IconButton>
      </Sheet>
    </Sheet>
  );
}
