import * as React from 'react';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import WifiOffRounded from '@mui/icons-material/WifiOffRounded';

export default function SnackbarOffline() {
  // `navigator` exists only in the browser, so read it in an effect, not during render.
  const [offline, setOffline] = React.useState(false);
  React.useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return (
    <div>
      <Typography level="body-sm">
        Connection: {offline ? 'offline' : 'online'}. Turn your network off (or use the developer
        tools&apos; offline mode) to see the message; it stays until the connection is back.
      </Typography>
      <Snackbar
        role="status"
        open={offline}
        variant="soft"
        color="warning"
        startDecorator={<WifiOffRounded />}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        You are offline. Changes are kept on this device and sent when you reconnect.
      </Snackbar>
    </div>
  );
}
