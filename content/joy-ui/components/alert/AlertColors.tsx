import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';

const messages = [
  { color: 'primary', text: 'A new version of the app is available.' },
  { color: 'neutral', text: 'Your session will stay open for 30 days.' },
  { color: 'danger', text: 'The payment was declined by your bank.' },
  { color: 'success', text: 'Your changes were saved.' },
  { color: 'warning', text: 'Your storage is 90% full.' },
] as const;

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;

export default function AlertColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
      {messages.map((message) => (
        <Alert key={message.color} color={message.color} role="status">
          {message.text}
        </Alert>
      ))}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          gap: 1.5,
        }}
      >
        {variants.map((variant) => (
          <Alert key={variant} variant={variant} color="primary" role="status">
            {variant}
          </Alert>
        ))}
      </Box>
    </Box>
  );
}
