import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function SharedProps() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 420, mx: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="soft" color="success" size="sm">
          Approve
        </Button>
        <Chip variant="soft" color="success" size="sm">
          Approved
        </Chip>
      </Stack>
      <Input
        variant="soft"
        color="success"
        size="sm"
        defaultValue="invoice-2041.pdf"
        slotProps={{ input: { 'aria-label': 'Attachment' } }}
      />
      <Alert variant="soft" color="success" size="sm">
        Invoice 2041 was approved by Ana.
      </Alert>
    </Stack>
  );
}
