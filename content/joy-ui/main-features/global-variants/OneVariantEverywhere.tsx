import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';

const variants: VariantProp[] = ['solid', 'soft', 'outlined', 'plain'];

export default function OneVariantEverywhere() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}
      >
        <ToggleButtonGroup
          size="sm"
          value={variant}
          onChange={(_event, value) => value && setVariant(value)}
          aria-label="Variant"
        >
          {variants.map((item) => (
            <Button key={item} value={item}>
              {item}
            </Button>
          ))}
        </ToggleButtonGroup>
        <Select
          size="sm"
          value={color}
          onChange={(_event, value) => value && setColor(value)}
          slotProps={{ button: { 'aria-label': 'Colour' } }}
          sx={{ minWidth: 120 }}
        >
          {(['primary', 'neutral', 'danger', 'success', 'warning'] as const).map((item) => (
            <Option key={item} value={item}>
              {item}
            </Option>
          ))}
        </Select>
      </Stack>
      <Card variant={variant} color={color} sx={{ width: '100%', maxWidth: 360 }}>
        <Typography level="title-md">Team plan renewal</Typography>
        <Stack direction="row" spacing={1}>
          <Chip variant={variant} color={color}>
            Due in 5 days
          </Chip>
        </Stack>
        <Input
          variant={variant}
          color={color}
          defaultValue="finance@northwind.example"
          slotProps={{ input: { 'aria-label': 'Billing email' } }}
        />
        <Alert variant={variant} color={color}>
          Your card ending in 4242 will be charged $480.
        </Alert>
        <Button variant={variant} color={color}>
          Review invoice
        </Button>
      </Card>
    </Stack>
  );
}
