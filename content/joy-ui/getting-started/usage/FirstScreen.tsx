import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function FirstScreen() {
  const [email, setEmail] = React.useState('');
  const [subscribed, setSubscribed] = React.useState<string | null>(null);

  return (
    <Sheet
      variant="outlined"
      sx={{ maxWidth: 400, mx: 'auto', p: 3, borderRadius: 'md', boxShadow: 'sm' }}
    >
      <Typography level="h4" component="h2">
        Weekly release notes
      </Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        One short email every Friday with what changed in the product.
      </Typography>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setSubscribed(email.trim());
        }}
      >
        <FormControl required>
          <FormLabel>Work email</FormLabel>
          <Input
            type="email"
            placeholder="ana@example.com"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <FormHelperText>We never share your address.</FormHelperText>
        </FormControl>
        <Button type="submit" fullWidth sx={{ mt: 2 }}>
          Subscribe
        </Button>
      </form>
      {subscribed && (
        <Typography level="body-sm" color="success" sx={{ mt: 2 }} role="status">
          Subscribed {subscribed}.
        </Typography>
      )}
    </Sheet>
  );
}
