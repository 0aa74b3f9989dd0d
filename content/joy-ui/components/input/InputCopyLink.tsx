import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';

const shareUrl = 'https://files.example.org/s/8f3k-harbour-plans';

export default function InputCopyLink() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [message, setMessage] = React.useState('Anyone with the link can view.');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setMessage('Link copied.');
    } catch {
      inputRef.current?.select();
      setMessage('Copying was blocked: the link is selected, press Ctrl+C or ⌘C.');
    }
  };
  return (
    <FormControl sx={{ width: '100%', maxWidth: 460 }}>
      <FormLabel>Share link</FormLabel>
      <Input
        readOnly
        value={shareUrl}
        startDecorator={<LinkRounded />}
        endDecorator={
          <Button variant="soft" size="sm" startDecorator={<ContentCopyRounded />} onClick={copy}>
            Copy
          </Button>
        }
        slotProps={{ input: { ref: inputRef, onFocus: (event) => event.target.select() } }}
        sx={{ '--Input-decoratorChildHeight': '32px' }}
      />
      <FormHelperText role="status">{message}</FormHelperText>
    </FormControl>
  );
}
