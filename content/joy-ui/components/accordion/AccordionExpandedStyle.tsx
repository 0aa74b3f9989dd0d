import Accordion, { accordionClasses } from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const groups = [
  {
    title: 'Email',
    hint: '3 of 4 on',
    settings: ['Comments on my posts', 'New followers', 'Weekly digest'],
  },
  {
    title: 'Push notifications',
    hint: 'Off',
    settings: ['Direct messages', 'Mentions'],
  },
];

export default function AccordionExpandedStyle() {
  return (
    <AccordionGroup
      variant="outlined"
      transition="0.25s ease"
      sx={{
        maxWidth: 480,
        width: '100%',
        borderRadius: 'lg',
        [`& .${accordionClasses.root}.${accordionClasses.expanded}`]: {
          bgcolor: 'background.level1',
        },
        [`& .${accordionSummaryClasses.button}`]: { paddingBlock: 1.5 },
      }}
    >
      {groups.map((group, groupIndex) => (
        <Accordion key={group.title} defaultExpanded={groupIndex === 0}>
          <AccordionSummary>
            <Typography level="title-sm" component="span" sx={{ flex: 1 }}>
              {group.title}
            </Typography>
            <Typography level="body-xs" component="span">
              {group.hint}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            {group.settings.map((setting, index) => (
              <FormControl
                key={setting}
                orientation="horizontal"
                sx={{ justifyContent: 'space-between', paddingBlock: 0.5 }}
              >
                <FormLabel sx={{ fontWeight: 'normal' }}>{setting}</FormLabel>
                <Switch defaultChecked={groupIndex === 0 && index !== 1} />
              </FormControl>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
