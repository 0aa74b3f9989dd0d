import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables) in the style callbacks below.
import type {} from '@mui/material/themeCssVarsAugmentation';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const components: ThemeOptions['components'] = {
  MuiAccordion: {
    defaultProps: { disableGutters: true, elevation: 0 },
    styleOverrides: {
      root: ({ theme: t }) => ({
        border: `1px solid ${(t.vars ?? t).palette.divider}`,
        '&::before': { display: 'none' },
        '&:not(:last-of-type)': { borderBottom: 0 },
      }),
    },
  },
};

// Theme['components'] types the style callbacks with a theme that has no `vars`, although
// the page's theme has them at run time: the cast only bridges the two types.
const withAccordionDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...(components as Theme['components']) },
});

/** A valid level-3 heading around the summary, as in the other demos of this page. */
const headingSlot = { component: 'div', role: 'heading', 'aria-level': 3 } as const;

const settings = [
  { id: 'themed-profile', title: 'Profile', body: 'Name, photo and the languages you speak.' },
  { id: 'themed-privacy', title: 'Privacy', body: 'Who can see your activity and contact you.' },
  { id: 'themed-billing', title: 'Billing', body: 'Invoices, payment method and tax details.' },
];

export default function ThemedAccordions() {
  return (
    <ThemeProvider theme={withAccordionDefaults}>
      <div>
        {settings.map((item) => (
          <Accordion key={item.id} slotProps={{ heading: headingSlot }}>
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${item.id}-header`}
              aria-controls={`${item.id}-content`}
            >
              <Typography component="span">{item.title}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2">{item.body}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </ThemeProvider>
  );
}
