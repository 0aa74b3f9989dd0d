import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

export default function ButtonGroupSplit() {
  const [disabled, setDisabled] = React.useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <ButtonGroup variant="solid" color="primary" disabled={disabled} aria-label="Merge options">
        <Button>Merge pull request</Button>
        <IconButton aria-label="More merge options">
          <ArrowDropDown />
        </IconButton>
      </ButtonGroup>
      <Typography
        component="label"
        startDecorator={
          <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        }
      >
        Disable the group
      </Typography>
    </Box>
  );
}
