import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import AddRounded from '@mui/icons-material/AddRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';

export default function AccordionVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        gap: 3,
        width: '100%',
      }}
    >
      <AccordionGroup variant="soft" color="primary" size="sm" sx={{ borderRadius: 'md' }}>
        <Accordion defaultExpanded>
          <AccordionSummary>
            <ListItemDecorator>
              <NotificationsNoneRounded />
            </ListItemDecorator>
            Notifications
          </AccordionSummary>
          <AccordionDetails>Email, push and weekly digest settings.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>
            <ListItemDecorator>
              <LockOutlined />
            </ListItemDecorator>
            Privacy
          </AccordionSummary>
          <AccordionDetails>Who can see your profile and activity.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
      <AccordionGroup size="lg" disableDivider sx={{ gap: 1 }} transition="0.3s ease">
        {['Plans', 'Invoices'].map((title) => (
          <Accordion key={title} variant="outlined" sx={{ borderRadius: 'md' }}>
            <AccordionSummary indicator={<AddRounded />}>{title}</AccordionSummary>
            <AccordionDetails>
              Manage your {title.toLowerCase()} from the billing page.
            </AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Box>
  );
}
