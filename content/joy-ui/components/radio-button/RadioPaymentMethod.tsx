import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Typography from '@mui/joy/Typography';
import AccountBalanceRounded from '@mui/icons-material/AccountBalanceRounded';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import PhoneIphoneRounded from '@mui/icons-material/PhoneIphoneRounded';

const methods = [
  { value: 'card', label: 'Card', note: 'Visa, Mastercard, Amex', icon: <CreditCardRounded /> },
  {
    value: 'wallet',
    label: 'Phone wallet',
    note: 'Pay with your phone',
    icon: <PhoneIphoneRounded />,
  },
  {
    value: 'bank',
    label: 'Bank transfer',
    note: 'Takes 1–2 working days',
    icon: <AccountBalanceRounded />,
  },
];

export default function RadioPaymentMethod() {
  const [method, setMethod] = React.useState('card');
  return (
    <div>
      <Typography
        id="payment-label"
        level="title-sm"
        component="span"
        sx={{ display: 'block', mb: 1 }}
      >
        Payment method
      </Typography>
      <RadioGroup
        aria-labelledby="payment-label"
        value={method}
        onChange={(event) => setMethod(event.target.value)}
        overlay
        sx={{ width: 320 }}
      >
        {/* component="div": the group's radios are the list's items, no <ul> semantics needed. */}
        <List
          component="div"
          variant="outlined"
          sx={{ borderRadius: 'sm', '--ListItem-paddingY': '12px' }}
        >
          {methods.map((item, index) => (
            <React.Fragment key={item.value}>
              {index > 0 ? <ListDivider inset="gutter" /> : null}
              <ListItem>
                <ListItemDecorator
                  sx={{ color: method === item.value ? 'primary.plainColor' : undefined }}
                >
                  {item.icon}
                </ListItemDecorator>
                <Radio
                  value={item.value}
                  label={
                    <>
                      {item.label}
                      <Typography component="span" level="body-xs" sx={{ display: 'block' }}>
                        {item.note}
                      </Typography>
                    </>
                  }
                  // The circle at the end of the row; overlay makes the whole row its target.
                  sx={{
                    flexGrow: 1,
                    flexDirection: 'row-reverse',
                    justifyContent: 'space-between',
                  }}
                  slotProps={{
                    action: ({ checked }) => ({
                      sx: checked
                        ? {
                            inset: -1,
                            border: '2px solid',
                            borderColor: 'primary.outlinedColor',
                            borderRadius: 'sm',
                          }
                        : {},
                    }),
                  }}
                />
              </ListItem>
            </React.Fragment>
          ))}
        </List>
      </RadioGroup>
    </div>
  );
}
