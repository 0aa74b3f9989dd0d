import * as React from 'react';
import Typography from '@mui/material/Typography';

export default function LocalTimeZone() {
  // null on the server and in the first client render, so both agree; the effect fills it in.
  const [zone, setZone] = React.useState<string | null>(null);

  React.useEffect(() => {
    setZone(Intl.DateTimeFormat().resolvedOptions().timeZone);
  }, []);

  return (
    <Typography>
      Times on this page are shown in <strong>{zone ?? 'your time zone'}</strong>.
    </Typography>
  );
}
