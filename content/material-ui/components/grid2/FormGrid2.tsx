import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid2';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const countries = ['Canada', 'France', 'Japan', 'Kenya', 'Mexico'];

export default function FormGrid2() {
  return (
    <Grid
      container
      spacing={2}
      component="form"
      aria-label="Shipping address"
      onSubmit={(event) => event.preventDefault()}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="First name" autoComplete="given-name" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField label="Last name" autoComplete="family-name" fullWidth />
      </Grid>
      <Grid size={12}>
        <TextField label="Street address" autoComplete="street-address" fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 5 }}>
        <TextField label="City" autoComplete="address-level2" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField label="Postcode" autoComplete="postal-code" fullWidth />
      </Grid>
      <Grid size={{ xs: 6, sm: 3, md: 4 }}>
        <TextField select label="Country" defaultValue="France" fullWidth>
          {countries.map((country) => (
            <MenuItem key={country} value={country}>
              {country}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid container size={{ xs: 12, sm: 6 }} offset={{ sm: 6 }} spacing={1}>
        <Grid size={6}>
          <Button fullWidth variant="outlined">
            Cancel
          </Button>
        </Grid>
        <Grid size={6}>
          <Button fullWidth variant="contained" type="submit">
            Save address
          </Button>
        </Grid>
      </Grid>
    </Grid>
  );
}
