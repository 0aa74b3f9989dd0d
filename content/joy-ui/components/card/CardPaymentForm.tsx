import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

export default function CardPaymentForm() {
  return (
    <Card
      component="form"
      aria-labelledby="card-payment-title"
      variant="outlined"
      onSubmit={(event) => event.preventDefault()}
      sx={{ width: 420, maxWidth: '100%' }}
    >
      <Typography id="card-payment-title" level="title-lg">
        Card details
      </Typography>
      <Divider />
      <CardContent
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1.5,
        }}
      >
        <FormControl sx={{ gridColumn: '1 / -1' }}>
          <FormLabel>Name on card</FormLabel>
          <Input name="cc-name" autoComplete="cc-name" />
        </FormControl>
        <FormControl sx={{ gridColumn: '1 / -1' }}>
          <FormLabel>Card number</FormLabel>
          <Input
            name="cc-number"
            autoComplete="cc-number"
            slotProps={{ input: { inputMode: 'numeric' } }}
          />
        </FormControl>
        <FormControl>
          <FormLabel>Expiry (MM/YY)</FormLabel>
          <Input name="cc-exp" autoComplete="cc-exp" />
        </FormControl>
        <FormControl>
          <FormLabel>Security code</FormLabel>
          <Input
            name="cc-csc"
            autoComplete="cc-csc"
            slotProps={{ input: { inputMode: 'numeric' } }}
          />
        </FormControl>
      </CardContent>
      <CardActions>
        <Button type="submit">Pay €48.00</Button>
      </CardActions>
    </Card>
  );
}
