import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ListDivider from '@mui/joy/ListDivider';
import ListSubheader from '@mui/joy/ListSubheader';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import LocalShippingRounded from '@mui/icons-material/LocalShippingRounded';

export default function SelectMultipleGroups() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 360 }}>
      <FormControl>
        <FormLabel>Labels</FormLabel>
        <Select
          multiple
          defaultValue={['bug', 'docs']}
          renderValue={(selected) => (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {selected.map((option) => (
                <Chip key={option.value} variant="soft" color="primary" size="sm">
                  {option.label}
                </Chip>
              ))}
            </Box>
          )}
        >
          <Option value="bug">Bug</Option>
          <Option value="docs">Documentation</Option>
          <Option value="feature">Feature</Option>
          <Option value="wontfix" disabled>
            Won&apos;t fix
          </Option>
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>Carrier</FormLabel>
        <Select defaultValue="dhl" startDecorator={<LocalShippingRounded />}>
          <ListSubheader>Express</ListSubheader>
          <Option value="dhl">DHL Express</Option>
          <Option value="ups">UPS Next Day</Option>
          <ListDivider role="none" />
          <ListSubheader>Standard</ListSubheader>
          <Option value="post">National post</Option>
          <Option value="relay">Relay point</Option>
        </Select>
      </FormControl>
    </Box>
  );
}
