import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Slider from '@mui/joy/Slider';
import Stack from '@mui/joy/Stack';
import TuneRounded from '@mui/icons-material/TuneRounded';
import { useRtl } from '@mui/system/RtlProvider';

export default function DrawerFilters() {
  const isRtl = useRtl();
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<TuneRounded />}
        onClick={() => setOpen(true)}
      >
        Filters
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)} anchor="right" size="sm">
        <ModalClose aria-label="Close" />
        <DialogTitle>Filters</DialogTitle>
        <DialogContent sx={{ paddingInline: 2 }}>
          <Stack spacing={3}>
            <FormControl>
              <FormLabel id="filter-price">Price per night (€)</FormLabel>
              <Slider
                aria-labelledby="filter-price"
                defaultValue={[60, 180]}
                min={0}
                max={400}
                valueLabelDisplay="auto"
                getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
                isRtl={isRtl}
              />
            </FormControl>
            <Stack spacing={1.5} role="group" aria-label="Amenities">
              <Checkbox label="Free cancellation" defaultChecked />
              <Checkbox label="Breakfast included" />
              <Checkbox label="Pets allowed" />
            </Stack>
          </Stack>
        </DialogContent>
        <Divider />
        <Box sx={{ display: 'flex', gap: 1, padding: 2, justifyContent: 'space-between' }}>
          <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
            Clear
          </Button>
          <Button onClick={() => setOpen(false)}>Show 128 stays</Button>
        </Box>
      </Drawer>
    </React.Fragment>
  );
}
