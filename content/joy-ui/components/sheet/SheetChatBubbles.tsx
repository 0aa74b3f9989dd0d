import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const messages = [
  { id: 1, from: 'them', text: 'Is the 08:40 ferry still running tomorrow?', time: '18:02' },
  {
    id: 2,
    from: 'me',
    text: 'Yes, but from pier 3 while the main ramp is repaired.',
    time: '18:04',
  },
  { id: 3, from: 'them', text: 'Perfect, thanks. Bikes allowed?', time: '18:05' },
  { id: 4, from: 'me', text: 'Up to six per crossing, first come first served.', time: '18:05' },
];

export default function SheetChatBubbles() {
  return (
    <Box
      component="ol"
      aria-label="Conversation with Mira"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        maxWidth: 420,
      }}
    >
      {messages.map((message) => {
        const mine = message.from === 'me';
        return (
          <Box
            component="li"
            key={message.id}
            sx={{
              display: 'flex',
              gap: 1,
              flexDirection: mine ? 'row-reverse' : 'row',
              alignItems: 'flex-end',
            }}
          >
            {!mine && (
              <Avatar size="sm" aria-hidden>
                M
              </Avatar>
            )}
            <Sheet
              variant={mine ? 'solid' : 'soft'}
              color={mine ? 'primary' : 'neutral'}
              sx={{
                px: 1.5,
                py: 1,
                maxWidth: '75%',
                borderRadius: 'lg',
                ...(mine ? { borderEndEndRadius: 4 } : { borderEndStartRadius: 4 }),
              }}
            >
              <Typography level="body-sm" textColor="inherit">
                <Box
                  component="span"
                  sx={{
                    position: 'absolute',
                    width: 1,
                    height: 1,
                    overflow: 'hidden',
                    clipPath: 'inset(50%)',
                  }}
                >
                  {mine ? 'You: ' : 'Mira: '}
                </Box>
                {message.text}
              </Typography>
              <Typography level="body-xs" textColor="inherit" sx={{ textAlign: 'end' }}>
                <time>{message.time}</time>
              </Typography>
            </Sheet>
          </Box>
        );
      })}
    </Box>
  );
}
