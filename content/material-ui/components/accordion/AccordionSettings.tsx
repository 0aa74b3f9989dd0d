import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionSummary from '@mui/material/AccordionSummary';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionActions from '@mui/material/AccordionActions';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/**
 * The heading slot as a `div` with the heading role: the default `<h3>` would hold the summary's
 * `<div>`s, which HTML does not allow inside a heading. Screen readers get the same level-3 heading.
 */
const headingSlot = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

export default function AccordionSettings() {
  const [digest, setDigest] = React.useState(true);
  const [mentions, setMentions] = React.useState(false);

  return (
    <div>
      <Accordion
        slotProps={{ heading: headingSlot }}
        variant="outlined"
        disableGutters
        defaultExpanded
      >
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="notifications-header"
          aria-controls="notifications-content"
        >
          <Typography component="span">Email notifications</Typography>
        </AccordionSummary>
        <AccordionDetails sx={{ display: 'flex', flexDirection: 'column' }}>
          <FormControlLabel
            control={<Switch checked={digest} onChange={(e) => setDigest(e.target.checked)} />}
            label="Weekly digest"
          />
          <FormControlLabel
            control={<Switch checked={mentions} onChange={(e) => setMentions(e.target.checked)} />}
            label="When someone mentions me"
          />
        </AccordionDetails>
        <AccordionActions>
          <Button
            onClick={() => {
              setDigest(true);
              setMentions(false);
            }}
          >
            Reset
          </Button>
          <Button variant="contained">Save</Button>
        </AccordionActions>
      </Accordion>
      <Accordion slotProps={{ heading: headingSlot }} variant="outlined" disableGutters square>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          id="privacy-header"
          aria-controls="privacy-content"
        >
          <Typography component="span">Privacy</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Your profile is visible to members of your workspace only.
          </Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
