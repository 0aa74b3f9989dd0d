import * as React from 'react';
import Autocomplete, { AutocompleteCloseReason } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import InputBase from '@mui/material/InputBase';
import Popover from '@mui/material/Popover';
import { PopperProps } from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import CheckIcon from '@mui/icons-material/Check';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';

interface Label {
  name: string;
  color: string;
  description: string;
}

const labels: Label[] = [
  { name: 'accessibility', color: '#6f42c1', description: 'Keyboard, screen readers, contrast' },
  { name: 'bug', color: '#d1242f', description: 'Something does not work as documented' },
  { name: 'docs', color: '#0969da', description: 'Pages, demos and examples' },
  { name: 'good first issue', color: '#1a7f37', description: 'Small and well described' },
  { name: 'performance', color: '#bc4c00', description: 'Slow renders, large bundles' },
  { name: 'question', color: '#57606a', description: 'Needs an answer, not a change' },
];

// Renders the list in place, inside the popover, instead of in a floating popper.
function InlineList(props: PopperProps) {
  const { disablePortal: _disablePortal, anchorEl: _anchorEl, open: _open, ...other } = props;
  return <div {...(other as React.HTMLAttributes<HTMLDivElement>)} />;
}

function Swatch({ color }: { color: string }) {
  return (
    <Box
      component="span"
      sx={{ width: 12, height: 12, borderRadius: '50%', flexShrink: 0, bgcolor: color }}
    />
  );
}

export default function LabelPicker() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [value, setValue] = React.useState<Label[]>(() =>
    labels.filter((label) => ['docs', 'good first issue'].includes(label.name)),
  );
  const [pending, setPending] = React.useState<Label[]>([]);

  const openPicker = (event: React.MouseEvent<HTMLElement>) => {
    setPending(value);
    setAnchorEl(event.currentTarget);
  };

  // The choice is applied when the picker closes, as in an issue tracker.
  const closePicker = () => {
    setValue(pending);
    setAnchorEl(null);
  };

  return (
    <Box sx={{ width: 280 }}>
      <Button
        startIcon={<LabelOutlinedIcon />}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchorEl)}
        onClick={openPicker}
      >
        Labels
      </Button>
      <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap', paddingInline: 1 }}>
        {value.length === 0 ? (
          <Box component="span" sx={{ typography: 'body2', color: 'text.secondary' }}>
            None yet
          </Box>
        ) : (
          value.map((label) => (
            <Chip
              key={label.name}
              size="small"
              variant="outlined"
              label={label.name}
              icon={<Swatch color={label.color} />}
              sx={{ '& .MuiChip-icon': { marginInlineStart: 1 } }}
            />
          ))
        )}
      </Stack>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={closePicker}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': 'Apply labels', sx: { width: 300 } } }}
      >
        <Autocomplete
          open
          multiple
          disableCloseOnSelect
          options={labels}
          value={pending}
          onChange={(event, newValue, reason) => {
            // The chosen labels are not shown in the input, so Backspace must not remove them.
            if (
              reason === 'removeOption' &&
              event.type === 'keydown' &&
              ['Backspace', 'Delete'].includes((event as React.KeyboardEvent).key)
            ) {
              return;
            }
            setPending(newValue);
          }}
          onClose={(_event, reason: AutocompleteCloseReason) => {
            if (reason === 'escape') closePicker();
          }}
          getOptionLabel={(label) => label.name}
          isOptionEqualToValue={(option, selected) => option.name === selected.name}
          renderTags={() => null}
          noOptionsText="No matching labels"
          slots={{ popper: InlineList }}
          slotProps={{ paper: { elevation: 0, square: true } }}
          renderOption={({ key, ...optionProps }, label, { selected }) => (
            <li key={key} {...optionProps}>
              <CheckIcon
                fontSize="small"
                sx={{ visibility: selected ? 'visible' : 'hidden', marginInlineEnd: 1 }}
              />
              <Swatch color={label.color} />
              <Box sx={{ marginInlineStart: 1.5, minWidth: 0 }}>
                <Box sx={{ typography: 'body2', fontWeight: 'fontWeightMedium' }}>{label.name}</Box>
                <Box sx={{ typography: 'caption', color: 'text.secondary' }}>
                  {label.description}
                </Box>
              </Box>
            </li>
          )}
          renderInput={(params) => (
            <InputBase
              ref={params.InputProps.ref}
              inputProps={params.inputProps}
              autoFocus
              placeholder="Filter labels"
              sx={{
                width: '100%',
                paddingInline: 1.5,
                paddingBlock: 1,
                borderBlockEnd: 1,
                borderColor: 'divider',
              }}
            />
          )}
        />
      </Popover>
    </Box>
  );
}
