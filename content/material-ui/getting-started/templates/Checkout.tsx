import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid2';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalCafeOutlined from '@mui/icons-material/LocalCafeOutlined';

const steps = ['Shipping address', 'Payment', 'Review'];

const cart = [
  { name: 'Hario V60 dripper', detail: 'Ceramic, size 02', price: 24 },
  { name: 'Washed Ethiopia Guji', detail: '250 g, whole bean', price: 16.5 },
  { name: 'Paper filters', detail: 'Pack of 100', price: 6 },
];
const SHIPPING = 4.9;

const countries = ['Ireland', 'Netherlands', 'Portugal', 'Spain', 'United Kingdom'];

type Address = Record<'name' | 'street' | 'city' | 'postcode' | 'country', string>;
type Payment = Record<'holder' | 'card' | 'expiry' | 'cvc', string>;
type Errors = Partial<Record<keyof Address | keyof Payment, string>>;

const money = (value: number) => `€${value.toFixed(2)}`;

function validateAddress(address: Address): Errors {
  const errors: Errors = {};
  if (!address.name.trim()) errors.name = 'Enter the name of the person receiving the parcel.';
  if (!address.street.trim()) errors.street = 'Enter a street and house number.';
  if (!address.city.trim()) errors.city = 'Enter a town or city.';
  if (!/^[A-Za-z0-9 -]{3,10}$/.test(address.postcode.trim()))
    errors.postcode = 'Enter a postcode of 3 to 10 letters or digits.';
  if (!address.country) errors.country = 'Choose a country we ship to.';
  return errors;
}

function validatePayment(payment: Payment): Errors {
  const errors: Errors = {};
  if (!payment.holder.trim()) errors.holder = 'Enter the name shown on the card.';
  if (!/^\d{16}$/.test(payment.card.replace(/\s/g, '')))
    errors.card = 'A card number has 16 digits.';
  const expiry = /^(\d{2})\/(\d{2})$/.exec(payment.expiry.trim());
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12)
    errors.expiry = 'Use the format MM/YY.';
  if (!/^\d{3,4}$/.test(payment.cvc.trim())) errors.cvc = 'The security code has 3 or 4 digits.';
  return errors;
}

function Summary() {
  const subtotal = cart.reduce((sum, item) => sum + item.price, 0);
  return (
    <Card variant="outlined" component="aside" aria-labelledby="checkout-summary">
      <CardContent>
        <Typography id="checkout-summary" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
          Order summary
        </Typography>
        <List disablePadding>
          {cart.map((item) => (
            <ListItem key={item.name} disableGutters>
              <ListItemText primary={item.name} secondary={item.detail} />
              <Typography variant="body2">{money(item.price)}</Typography>
            </ListItem>
          ))}
          <ListItem disableGutters>
            <ListItemText primary="Shipping" secondary="2–3 working days" />
            <Typography variant="body2">{money(SHIPPING)}</Typography>
          </ListItem>
        </List>
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between', pt: 2 }}>
          <Typography sx={{ fontWeight: 600 }}>Total</Typography>
          <Typography sx={{ fontWeight: 600 }}>{money(subtotal + SHIPPING)}</Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}

export default function Checkout() {
  const [active, setActive] = React.useState(0);
  const [address, setAddress] = React.useState<Address>({
    name: '',
    street: '',
    city: '',
    postcode: '',
    country: '',
  });
  const [delivery, setDelivery] = React.useState('standard');
  const [payment, setPayment] = React.useState<Payment>({
    holder: '',
    card: '',
    expiry: '',
    cvc: '',
  });
  const [errors, setErrors] = React.useState<Errors>({});
  const [orderNumber, setOrderNumber] = React.useState<string | null>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  const field = <T extends Address | Payment>(
    values: T,
    setValues: React.Dispatch<React.SetStateAction<T>>,
    name: keyof T & keyof Errors,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      name={name}
      label={label}
      required
      fullWidth
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...extra}
    />
  );

  const goTo = (step: number) => {
    setActive(step);
    setErrors({});
    // Moves focus to the new step's heading, so keyboard and screen reader users follow along.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const handleNext = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active === 2) {
      setOrderNumber(`RB-${20417 + address.postcode.length}`);
      return;
    }
    const next = active === 0 ? validateAddress(address) : validatePayment(payment);
    setErrors(next);
    if (Object.keys(next).length === 0) goTo(active + 1);
  };

  const errorCount = Object.keys(errors).length;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', px: 2, py: 2 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', maxWidth: 1080, mx: 'auto' }}
        >
          <LocalCafeOutlined color="primary" aria-hidden />
          <Typography sx={{ fontWeight: 700 }}>Roast &amp; Brew</Typography>
        </Stack>
      </Box>
      <Box sx={{ maxWidth: 1080, mx: 'auto', px: 2, py: { xs: 3, md: 6 } }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          Checkout
        </Typography>
        <Stepper activeStep={orderNumber ? 3 : active} alternativeLabel sx={{ mb: 4 }}>
          {steps.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 2, md: 1 } }}>
            {orderNumber ? (
              <Alert severity="success" role="status">
                Thank you, {address.name.trim()}. Order {orderNumber} is confirmed (demo only —
                nothing was charged or sent).
              </Alert>
            ) : (
              <Box component="form" noValidate onSubmit={handleNext}>
                <Typography
                  ref={headingRef}
                  tabIndex={-1}
                  component="h2"
                  variant="h6"
                  sx={{ fontWeight: 600, mb: 2, outline: 0 }}
                >
                  {steps[active]}
                </Typography>
                {errorCount > 0 && (
                  <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                    {errorCount === 1 ? 'One field needs' : `${errorCount} fields need`} your
                    attention before you continue.
                  </Alert>
                )}
                {active === 0 && (
                  <Grid container spacing={2}>
                    <Grid size={12}>
                      {field(address, setAddress, 'name', 'Full name', { autoComplete: 'name' })}
                    </Grid>
                    <Grid size={12}>
                      {field(address, setAddress, 'street', 'Street and number', {
                        autoComplete: 'street-address',
                      })}
                    </Grid>
                    <Grid size={{ xs: 12, sm: 7 }}>
                      {field(address, setAddress, 'city', 'Town or city', {
                        autoComplete: 'address-level2',
                      })}
                    </Grid>
                    <Grid size={{ xs: 12, sm: 5 }}>
                      {field(address, setAddress, 'postcode', 'Postcode', {
                        autoComplete: 'postal-code',
                      })}
                    </Grid>
                    <Grid size={12}>
                      {field(address, setAddress, 'country', 'Country', {
                        select: true,
                        children: countries.map((country) => (
                          <MenuItem key={country} value={country}>
                            {country}
                          </MenuItem>
                        )),
                      })}
                    </Grid>
                    <Grid size={12}>
                      <RadioGroup
                        aria-label="Delivery speed"
                        name="delivery"
                        value={delivery}
                        onChange={(event) => setDelivery(event.target.value)}
                      >
                        <FormControlLabel
                          value="standard"
                          control={<Radio />}
                          label="Standard, 2–3 working days"
                        />
                        <FormControlLabel
                          value="pickup"
                          control={<Radio />}
                          label="Pick up at the roastery"
                        />
                      </RadioGroup>
                    </Grid>
                  </Grid>
                )}
                {active === 1 && (
                  <Grid container spacing={2}>
                    <Grid size={12}>
                      {field(payment, setPayment, 'holder', 'Name on card', {
                        autoComplete: 'cc-name',
                      })}
                    </Grid>
                    <Grid size={12}>
                      {field(payment, setPayment, 'card', 'Card number', {
                        autoComplete: 'cc-number',
                        slotProps: { htmlInput: { inputMode: 'numeric' } },
                      })}
                    </Grid>
                    <Grid size={{ xs: 6 }}>
                      {field(payment, setPayment, 'expiry', 'Expiry (MM/YY)', {
                        autoComplete: 'cc-exp',
                      })}
                    </Grid>
                    <Grid size={{ xs: 6 }}>
                      {field(payment, setPayment, 'cvc', 'Security code', {
                        autoComplete: 'cc-csc',
                        slotProps: { htmlInput: { inputMode: 'numeric' } },
                      })}
                    </Grid>
                  </Grid>
                )}
                {active === 2 && (
                  <Stack spacing={2} data-testid="checkout-review">
                    <Box>
                      <Typography variant="subtitle2" component="h3">
                        Ship to
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        {address.name}, {address.street}, {address.postcode} {address.city},{' '}
                        {address.country}
                        {delivery === 'pickup' ? ' (pick up at the roastery)' : ''}
                      </Typography>
                    </Box>
                    <Box>
                      <Typography variant="subtitle2" component="h3">
                        Pay with
                      </Typography>
                      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                        Card ending in {payment.card.replace(/\s/g, '').slice(-4)}, expires{' '}
                        {payment.expiry}
                      </Typography>
                    </Box>
                  </Stack>
                )}
                <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 4, gap: 2 }}>
                  <Button disabled={active === 0} onClick={() => goTo(active - 1)}>
                    Back
                  </Button>
                  <Button type="submit" variant="contained">
                    {active === 2
                      ? 'Place order'
                      : `Continue to ${(steps[active + 1] ?? '').toLowerCase()}`}
                  </Button>
                </Stack>
              </Box>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 1, md: 2 } }}>
            <Summary />
          </Grid>
        </Grid>
      </Box>
    </Box>
  );
}
