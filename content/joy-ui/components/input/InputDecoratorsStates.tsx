import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function InputDecoratorsStates() {
  const [email, setEmail] = React.useState('ada@');
  const invalid = !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 400 }}>
      <Input
        aria-label="Search orders"
        placeholder="Search orders"
        startDecorator={<SearchRounded />}
        endDecorator={<Button size="sm">Search</Button>}
      />
      <FormControl>
        <FormLabel>Price</FormLabel>
        <Input type="number" defaultValue={24} startDecorator="€" endDecorator="per month" />
      </FormControl>
      <FormControl error={invalid}>
        <FormLabel>Email for receipts</FormLabel>
        {/* error on the Input too: only that one sets aria-invalid on the native input */}
        <Input error={invalid} value={email} onChange={(event) => setEmail(event.target.value)} />
        <FormHelperText sx={{ color: invalid ? 'danger.plainColor' : undefined }}>
          {invalid ? 'Enter an address like ada@example.com.' : 'Looks good.'}
        </FormHelperText>
      </FormControl>
      <FormControl disabled>
        <FormLabel>Account id</FormLabel>
        <Input defaultValue="ACC-20931" />
      </FormControl>
      <FormControl>
        <FormLabel>Workspace URL</FormLabel>
        <Input defaultValue="acme.example.com" slotProps={{ input: { readOnly: true } }} />
      </FormControl>
    </Box>
  );
}
