import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Textarea from '@mui/joy/Textarea';

export default function TextareaBasic() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 420 }}>
      <FormControl>
        <FormLabel>Delivery instructions</FormLabel>
        <Textarea minRows={2} placeholder="Leave the parcel with the concierge" />
        <FormHelperText>Grows up to four rows, then scrolls.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Release notes</FormLabel>
        <Textarea
          minRows={3}
          maxRows={4}
          defaultValue={
            'Fixed the date picker in Safari.\nFaster search on large projects.\nNew keyboard shortcut for archiving.\nUpdated translations for Portuguese and Korean.\nDropped support for Node 16.'
          }
        />
      </FormControl>
    </Box>
  );
}
