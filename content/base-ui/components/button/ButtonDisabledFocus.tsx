import * as React from 'react';
import { Button as BaseButton, buttonClasses } from '@mui/base/Button';
import { styled } from '@mui/system';

const Form = styled('form')({
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  maxWidth: 360,
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
  border: '1px solid #2d57d6',
  backgroundColor: '#2d57d6',
  color: '#fff',
  cursor: 'pointer',
  [`&.${buttonClasses.focusVisible}`]: { outline: '3px solid #8aaeff', outlineOffset: 2 },
  [`&.${buttonClasses.disabled}`]: {
    borderColor: '#c2c8d3',
    backgroundColor: '#e8ecf2',
    color: '#5b6373',
    cursor: 'not-allowed',
  },
  ...theme.applyStyles('dark', {
    [`&.${buttonClasses.disabled}`]: {
      borderColor: '#4b5565',
      backgroundColor: '#262b35',
      color: '#aab2c0',
    },
  }),
}));

const Hint = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#4b5565',
  ...theme.applyStyles('dark', { color: '#c2c8d3' }),
}));

export default function ButtonDisabledFocus() {
  const [title, setTitle] = React.useState('');
  const [status, setStatus] = React.useState('');
  const hintId = React.useId();
  const canPublish = title.trim() !== '';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // focusableWhenDisabled leaves the native button enabled, so the form can still be
    // submitted (by a click, or Enter in the field): check the condition here too.
    if (!canPublish) {
      setStatus('Add a title first.');
      return;
    }
    setStatus(`Published “${title.trim()}”.`);
  };

  return (
    <Form onSubmit={handleSubmit}>
      <Field>
        <label htmlFor="post-title">Post title</label>
        <Input
          id="post-title"
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setStatus('');
          }}
        />
      </Field>
      <Row>
        <Button
          type="submit"
          disabled={!canPublish}
          focusableWhenDisabled
          aria-describedby={hintId}
        >
          Publish
        </Button>
        <Button type="button" disabled>
          Schedule
        </Button>
      </Row>
      <Hint id={hintId}>A post needs a title before it can be published.</Hint>
      <Hint role="status">{status}</Hint>
    </Form>
  );
}
