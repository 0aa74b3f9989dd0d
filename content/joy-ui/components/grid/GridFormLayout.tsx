import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Grid from '@mui/joy/Grid';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';

export default function GridFormLayout() {
  return (
    <Grid
      component="form"
      aria-label="Delivery address"
      container
      spacing={2}
      sx={{ flexGrow: 1, maxWidth: 560 }}
      onSubmit={(event) => event.preventDefault()}
    >
      <Grid xs={12} sm={6}>
        <FormControl>
          <FormLabel>First name</FormLabel>
          <Input autoComplete="given-name" />
        </FormControl>
      </Grid>
      <Grid xs={12} sm={6}>
        <FormControl>
          <FormLabel>Last name</FormLabel>
          <Input autoComplete="family-name" />
        </FormControl>
      </Grid>
      <Grid xs={12}>
        <FormControl>
          <FormLabel>Street address</FormLabel>
          <Input autoComplete="address-line1" />
        </FormControl>
      </Grid>
      <Grid xs={8} sm={5}>
        <FormControl>
          <FormLabel>City</FormLabel>
          <Input autoComplete="address-level2" />
        </FormControl>
      </Grid>
      <Grid xs={4} sm={3}>
        <FormControl>
          <FormLabel>Postcode</FormLabel>
          <Input autoComplete="postal-code" />
        </FormControl>
      </Grid>
      <Grid xs={12} sm={4}>
        <FormControl>
          <FormLabel>Country</FormLabel>
          <Select defaultValue="nl">
            <Option value="be">Belgium</Option>
            <Option value="de">Germany</Option>
            <Option value="nl">Netherlands</Option>
          </Select>
        </FormControl>
      </Grid>
    </Grid>
  );
}
