import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const parcels = [
  { id: 'A', contents: 'Tent, two sleeping mats', eta: 'Tuesday', status: 'In transit' },
  { id: 'B', contents: 'Camping stove', eta: 'Thursday', status: 'Packed' },
];

export default function CardNested() {
  return (
    <Card variant="outlined" sx={{ width: 380, maxWidth: '100%' }}>
      <CardContent>
        <Typography level="title-lg">Order 4127</Typography>
        <Typography level="body-sm">Two parcels from the same order.</Typography>
      </CardContent>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {parcels.map((parcel) => (
          <Card key={parcel.id} component="li" size="sm" variant="soft">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography level="title-sm" sx={{ flex: 1 }}>
                Parcel {parcel.id}
              </Typography>
              <Chip size="sm" variant="outlined" color="neutral">
                {parcel.status}
              </Chip>
            </Stack>
            <Typography level="body-sm">{parcel.contents}</Typography>
            <Typography level="body-xs" textColor="text.secondary">
              Expected {parcel.eta}
            </Typography>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
