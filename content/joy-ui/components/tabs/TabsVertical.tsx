import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';
import CreditCardRounded from '@mui/icons-material/CreditCardRounded';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';

export default function TabsVertical() {
  return (
    <Tabs
      orientation="vertical"
      defaultValue="profile"
      variant="outlined"
      sx={{ width: '100%', borderRadius: 'md', minHeight: 160 }}
    >
      <TabList aria-label="Account settings">
        <Tab value="profile">
          <ListItemDecorator>
            <PersonOutlineRounded />
          </ListItemDecorator>
          Profile
        </Tab>
        <Tab value="security">
          <ListItemDecorator>
            <LockOutlined />
          </ListItemDecorator>
          Security
        </Tab>
        <Tab value="billing" disabled>
          <ListItemDecorator>
            <CreditCardRounded />
          </ListItemDecorator>
          Billing
        </Tab>
      </TabList>
      <TabPanel value="profile">
        <Typography level="title-md">Profile</Typography>
        <Typography level="body-sm">Name, photo and the languages you speak.</Typography>
      </TabPanel>
      <TabPanel value="security">
        <Typography level="title-md">Security</Typography>
        <Typography level="body-sm">Passkeys, two-step sign-in and active sessions.</Typography>
      </TabPanel>
      <TabPanel value="billing">
        <Typography level="title-md">Billing</Typography>
      </TabPanel>
    </Tabs>
  );
}
