import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';

export default function FileUploadButton() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [files, setFiles] = React.useState<string[]>([]);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {/* A real button opens the hidden input: keyboard and screen readers work as usual. */}
      <Button
        variant="contained"
        startIcon={<UploadFileIcon />}
        onClick={() => inputRef.current?.click()}
      >
        Attach receipts
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept="image/*,.pdf"
        multiple
        hidden
        onChange={(event) => setFiles(Array.from(event.target.files ?? [], (file) => file.name))}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {files.length === 0 ? 'No file chosen' : `Attached: ${files.join(', ')}`}
      </Typography>
    </Stack>
  );
}
