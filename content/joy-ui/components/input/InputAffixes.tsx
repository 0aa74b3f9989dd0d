import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

export default function InputAffixes() {
  return (
    <FormControl sx={{ width: '100%', maxWidth: 420 }}>
      <FormLabel>Workspace address</FormLabel>
      <Input
        placeholder="harbour-works"
        startDecorator={
          <Typography component="span" textColor="text.secondary" aria-hidden>
            https://
          </Typography>
        }
        endDecorator={
          <Typography component="span" textColor="text.secondary" aria-hidden>
            .example.org
          </Typography>
        }
        slotProps={{ input: { autoCapitalize: 'none', spellCheck: false } }}
        sx={{ '--Input-gap': '2px' }}
      />
      <FormHelperText>
        Lowercase letters, digits and dashes. Your workspace will be at https://…example.org.
      </FormHelperText>
    </FormControl>
  );
}
