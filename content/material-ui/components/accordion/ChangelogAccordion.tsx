import * as React from 'react';
import Accordion, { AccordionSlots, accordionClasses } from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, { accordionSummaryClasses } from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Fade, { FadeProps } from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

/**
 * Accordion gives its transition slot an `ownerState` prop, which Fade would pass on to the
 * panel's <div> as an invalid `ownerstate` attribute (6.1.9). Drop it before rendering Fade.
 */
function AccordionFade({
  ownerState: _ownerState,
  ...props
}: FadeProps & { ownerState?: unknown }) {
  return <Fade {...props} />;
}

const headingSlot = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

const releases = [
  {
    version: '3.2.0',
    date: 'March 4',
    notes: 'Recurring invoices, and a reminder e-mail three days before each due date.',
  },
  {
    version: '3.1.1',
    date: 'February 12',
    notes: 'Fixes rounding of VAT on invoices with more than twenty lines.',
  },
  {
    version: '3.1.0',
    date: 'January 29',
    notes: 'Export to CSV from every table, and a darker, more legible dark mode.',
  },
];

export default function ChangelogAccordion() {
  const rtl = useTheme().direction === 'rtl';
  const [open, setOpen] = React.useState<string | false>('3.2.0');

  return (
    <div>
      {releases.map((release) => {
        const expanded = open === release.version;
        const id = `changelog-${release.version.replaceAll('.', '-')}`;
        return (
          <Accordion
            key={release.version}
            expanded={expanded}
            onChange={(_event, isExpanded) => setOpen(isExpanded ? release.version : false)}
            disableGutters
            square
            elevation={0}
            // Fade requires `children`, the slot's type makes them optional: hence the cast.
            slots={{ transition: AccordionFade as AccordionSlots['transition'] }}
            // appear: false, or the open panel is rendered transparent until the page hydrates.
            slotProps={{ heading: headingSlot, transition: { timeout: 300, appear: false } }}
            sx={{
              border: 1,
              borderColor: 'divider',
              '&:not(:last-of-type)': { borderBottom: 0 },
              '&::before': { display: 'none' },
              // Fade does not animate height: collapse the closed region ourselves.
              [`& .${accordionClasses.region}`]: {
                height: expanded ? 'auto' : 0,
                overflow: 'hidden',
              },
            }}
          >
            <AccordionSummary
              id={`${id}-header`}
              aria-controls={`${id}-content`}
              expandIcon={rtl ? <ChevronLeftIcon /> : <ChevronRightIcon />}
              sx={{
                flexDirection: 'row-reverse',
                gap: 1,
                bgcolor: 'action.hover',
                // Points along the reading direction, then down once open.
                [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]:
                  { transform: rtl ? 'rotate(-90deg)' : 'rotate(90deg)' },
              }}
            >
              <Typography component="span" sx={{ fontWeight: 'medium' }}>
                {`Version ${release.version}`}{' '}
                <Box
                  component="span"
                  sx={{ color: 'text.secondary', fontWeight: 'normal', marginInlineStart: 1 }}
                >
                  {release.date}
                </Box>
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">{release.notes}</Typography>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </div>
  );
}
