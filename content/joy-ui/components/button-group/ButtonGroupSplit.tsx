import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import IconButton from '@mui/joy/IconButton';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
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
      <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
        <Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />
        <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>Disable the group</FormLabel>
      </FormControl>
    </Box>
  );
}
