import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import { ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
// Adds the MuiTimeline… keys to the theme's types.
import type {} from '@mui/lab/themeAugmentation';
// Types `theme.vars` (the CSS variables) in the style callback below.
import type {} from '@mui/material/themeCssVarsAugmentation';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const components: ThemeOptions['components'] = {
  MuiTimelineConnector: {
    styleOverrides: {
      root: ({ theme }) => ({ backgroundColor: (theme.vars ?? theme).palette.divider }),
    },
  },
  MuiTimelineDot: {
    defaultProps: { variant: 'outlined' },
  },
};

// Theme['components'] types the style callbacks with a theme that has no `vars`, although
// the page's theme has them at run time: the cast only bridges the two types.
const withTimelineDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...(components as Theme['components']) },
});

const events = ['Quote accepted', 'Materials ordered', 'Work started', 'Inspection'];

export default function ThemedTimeline() {
  return (
    <ThemeProvider theme={withTimelineDefaults}>
      {/* Outlined dots and divider-coloured lines, though no part sets them. */}
      <Timeline sx={{ [`& .${timelineItemClasses.root}:before`]: { flex: 0, padding: 0 } }}>
        {events.map((event, index) => (
          <TimelineItem key={event}>
            <TimelineSeparator>
              <TimelineDot color={index === events.length - 1 ? 'primary' : 'grey'} />
              {index < events.length - 1 ? <TimelineConnector /> : null}
            </TimelineSeparator>
            <TimelineContent>{event}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </ThemeProvider>
  );
}
