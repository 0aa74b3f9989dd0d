import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

type Status = 'idle' | 'sending' | 'done';

export default function InputNewsletter() {
  const [email, setEmail] = React.useState('');
  const [status, setStatus] = React.useState<Status>('idle');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setStatus('sending');
        // Stands in for a request to your mailing-list service.
        setTimeout(() => setStatus('done'), 1000);
      }}
    >
      <FormControl sx={{ width: 340 }}>
        <FormLabel>Monthly product notes</FormLabel>
        <Input
          type="email"
          required
          placeholder="you@example.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setStatus('idle');
          }}
          endDecorator={
            <Button type="submit" loading={status === 'sending'} variant="solid" color="primary">
              Subscribe
            </Button>
          }
        />
        <FormHelperText
          aria-live="polite"
          sx={{ color: status === 'done' ? 'success.plainColor' : undefined }}
        >
          {status === 'done'
            ? 'Subscribed. Check your inbox to confirm.'
            : 'One email a month. No tracking pixels.'}
        </FormHelperText>
      </FormControl>
    </form>
  );
}
