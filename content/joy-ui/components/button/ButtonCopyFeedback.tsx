import * as React from 'react';
import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';

const command = 'npm install @mui/joy @emotion/react @emotion/styled';

export default function ButtonCopyFeedback() {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) {
      return undefined;
    }
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography
        component="code"
        level="body-sm"
        textColor="text.primary"
        sx={{
          fontFamily: 'code',
          bgcolor: 'background.level1',
          px: 1,
          py: 0.5,
          borderRadius: 'xs',
        }}
      >
        {command}
      </Typography>
      <Button
        size="sm"
        variant="outlined"
        color={copied ? 'success' : 'neutral'}
        startDecorator={copied ? <CheckRounded /> : <ContentCopyRounded />}
        onClick={() => {
          navigator.clipboard?.writeText(command).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
        sx={{ minWidth: 96 }}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
      <Box
        component="span"
        role="status"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clipPath: 'inset(50%)',
        }}
      >
        {copied ? 'Command copied to the clipboard' : ''}
      </Box>
    </Box>
  );
}
