import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

export default function ChipRecipients() {
  const [recipients, setRecipients] = React.useState(['amara@example.com', 'li.wei@example.com']);
  const [draft, setDraft] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);

  const add = () => {
    const value = draft.trim();
    if (value && !recipients.includes(value)) {
      setRecipients((prev) => [...prev, value]);
    }
    setDraft('');
  };

  const remove = (address: string) => {
    setRecipients((prev) => prev.filter((item) => item !== address));
    // The deleted chip took the focus with it: give it back to the field.
    inputRef.current?.focus();
  };

  return (
    <FormControl sx={{ width: '100%', maxWidth: 480 }}>
      <FormLabel>Share with</FormLabel>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', marginBlockEnd: 1 }}>
        {recipients.map((address) => (
          <Chip
            key={address}
            size="sm"
            variant="outlined"
            endDecorator={
              <ChipDelete aria-label={`Remove ${address}`} onDelete={() => remove(address)} />
            }
          >
            {address}
          </Chip>
        ))}
      </Box>
      <Input
        slotProps={{ input: { ref: inputRef } }}
        type="email"
        placeholder="name@example.com"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      <FormHelperText>Press Enter to add an address.</FormHelperText>
    </FormControl>
  );
}
