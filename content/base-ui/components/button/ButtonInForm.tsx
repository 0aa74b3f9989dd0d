import * as React from 'react';
import { Button as BaseButton, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const Form = styled('form')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  maxWidth: 380,
  fontSize: '0.875rem',
});

const Field = styled('div')({ display: 'grid', gap: 4 });

const Input = styled('input')(({ theme }) => ({
  font: 'inherit',
  padding: '6px 10px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  color: '#171a21',
  '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#f6f7f9',
  }),
}));

const Row = styled('div')({ display: 'flex', flexWrap: 'wrap', gap: 12 });

const Button = styled(BaseButton)(({ theme }) => ({
  font: 'inherit',
  fontWeight: 600,
  padding: '8px 16px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '&:hover': { borderColor: '#2d57d6' },
  ...theme.applyStyles('dark', { borderColor: '#4b5565' }),
  '&[type="submit"]': { borderColor: '#2d57d6', backgroundColor: '#2d57d6', color: '#fff' },
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #8aaeff', outlineOffset: 2 },
}));

const Status = styled('p')({ margin: 0 });

export default function ButtonInForm() {
  const [status, setStatus] = React.useState('Nothing sent yet.');
  const emailRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setStatus(`Invitation sent to ${String(email)}.`);
  };

  return (
    <Form onSubmit={handleSubmit} onReset={() => setStatus('Form cleared.')}>
      <Field>
        <label htmlFor="invite-email">Teammate’s email</label>
        <Input
          ref={emailRef}
          id="invite-email"
          name="email"
          type="email"
          required
          defaultValue="ada@example.com"
        />
      </Field>
      <Row>
        <Button type="submit">Send invite</Button>
        <Button type="reset">Clear</Button>
        {/* No type: Base UI renders type="button", so this one never submits. */}
        <Button onClick={() => setStatus(`Preview for ${emailRef.current?.value || 'nobody'}.`)}>
          Preview
        </Button>
      </Row>
      <Status role="status">{status}</Status>
    </Form>
  );
}
