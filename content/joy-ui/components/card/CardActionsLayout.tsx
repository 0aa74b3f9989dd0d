import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function CardActionsLayout() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
      <Card sx={{ width: 280 }}>
        <CardContent>
          <Typography level="title-md">Leave the workspace?</Typography>
          <Typography level="body-sm">You can be invited back by an admin.</Typography>
        </CardContent>
        {/* buttonFlex gives every button the same share of the row. */}
        <CardActions buttonFlex="1">
          <Button variant="outlined" color="neutral">
            Stay
          </Button>
          <Button color="danger">Leave</Button>
        </CardActions>
      </Card>
      <Card sx={{ width: 280 }}>
        <CardContent>
          <Typography level="title-md">Update available</Typography>
          <Typography level="body-sm">Version 4.2 fixes sync on slow networks.</Typography>
        </CardContent>
        {/* A vertical stack of full-width buttons. */}
        <CardActions orientation="vertical" buttonFlex="none">
          <Button>Install now</Button>
          <Button variant="plain" color="neutral">
            Remind me tonight
          </Button>
        </CardActions>
      </Card>
    </Stack>
  );
}
