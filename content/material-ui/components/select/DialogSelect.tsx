import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';

export default function DialogSelect() {
  const [open, setOpen] = React.useState(false);
  const [saved, setSaved] = React.useState({ language: 'en', region: 'eu' });
  const [draft, setDraft] = React.useState(saved);

  const openDialog = () => {
    setDraft(saved);
    setOpen(true);
  };

  return (
    <div>
      <Button variant="outlined" onClick={openDialog}>
        Language and region
      </Button>
      <Typography
        variant="body2"
        role="status"
        sx={{ marginBlockStart: 1, color: 'text.secondary' }}
      >
        Current: {saved.language} / {saved.region}
      </Typography>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Language and region</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, paddingBlockStart: 1 }}>
            <FormControl sx={{ minWidth: 160 }}>
              <InputLabel id="dialog-select-language-label">Language</InputLabel>
              <Select
                labelId="dialog-select-language-label"
                label="Language"
                value={draft.language}
                onChange={(event) => setDraft({ ...draft, language: event.target.value })}
              >
                <MenuItem value="en">English</MenuItem>
                <MenuItem value="fr">Français</MenuItem>
                <MenuItem value="pt">Português</MenuItem>
              </Select>
            </FormControl>
            <FormControl sx={{ minWidth: 160 }}>
              <InputLabel id="dialog-select-region-label">Region</InputLabel>
              <Select
                labelId="dialog-select-region-label"
                label="Region"
                value={draft.region}
                onChange={(event) => setDraft({ ...draft, region: event.target.value })}
              >
                <MenuItem value="eu">Europe</MenuItem>
                <MenuItem value="na">North America</MenuItem>
                <MenuItem value="sa">South America</MenuItem>
              </Select>
            </FormControl>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button
            variant="contained"
            onClick={() => {
              setSaved(draft);
              setOpen(false);
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
