import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const steps = ['Soak the beans overnight', 'Simmer for 40 minutes', 'Season at the end'];
const packing = ['Headlamp', 'Water filter', 'Spare socks'];

export default function ListMarker() {
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      <div>
        <Typography id="marker-steps" level="title-sm">
          Method
        </Typography>
        <List component="ol" marker="decimal" aria-labelledby="marker-steps">
          {steps.map((step) => (
            <ListItem key={step}>{step}</ListItem>
          ))}
        </List>
      </div>
      <div>
        <Typography id="marker-packing" level="title-sm">
          Packing list
        </Typography>
        <List marker="'– '" aria-labelledby="marker-packing">
          {packing.map((item) => (
            <ListItem key={item}>{item}</ListItem>
          ))}
        </List>
      </div>
    </Box>
  );
}
