import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';

const log = `POST /api/exports 502
upstream: render-worker-3
request id: 7f2c-91ab-44d0
retry after: 30 s`;

export default function AlertDetails() {
  const [open, setOpen] = React.useState(false);
  const detailsId = React.useId();
  return (
    <Alert
      color="danger"
      variant="soft"
      startDecorator={<ErrorOutlineRounded />}
      sx={{ alignItems: 'flex-start', maxWidth: 480 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography level="title-sm" textColor="inherit">
          The export did not finish
        </Typography>
        <Typography level="body-sm" textColor="inherit">
          The report server timed out. Your filters are saved; try again in a minute.
        </Typography>
        <Button
          size="sm"
          variant="plain"
          color="danger"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          sx={{ mt: 0.5, px: 0.5, marginInlineStart: -0.5 }}
        >
          {open ? 'Hide technical details' : 'Show technical details'}
        </Button>
        <Box
          id={detailsId}
          hidden={!open}
          component="pre"
          sx={{
            m: 0,
            mt: 1,
            p: 1,
            borderRadius: 'xs',
            bgcolor: 'background.surface',
            color: 'text.primary',
            fontFamily: 'code',
            fontSize: 'xs',
            overflowX: 'auto',
          }}
        >
          {log}
        </Box>
      </Box>
    </Alert>
  );
}
