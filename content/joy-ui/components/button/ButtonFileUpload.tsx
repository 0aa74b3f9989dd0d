import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';
import AttachFileRounded from '@mui/icons-material/AttachFileRounded';

export default function ButtonFileUpload() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [files, setFiles] = React.useState<string[]>([]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      {/* The input stays out of sight and out of the tab order: the button is the control. */}
      <input
        ref={inputRef}
        type="file"
        accept=".pdf,.png,.jpg"
        multiple
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))}
      />
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<AttachFileRounded />}
        onClick={() => inputRef.current?.click()}
      >
        Attach receipts
      </Button>
      <Typography level="body-sm" role="status">
        {files.length === 0 ? 'No file chosen (PDF, PNG or JPG).' : `Attached: ${files.join(', ')}`}
      </Typography>
    </Box>
  );
}
