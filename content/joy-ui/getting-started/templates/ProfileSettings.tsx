import * as React from 'react';
import Alert from '@mui/joy/Alert';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import EmailRounded from '@mui/icons-material/EmailRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';

const notifications = [
  { id: 'mentions', label: 'Mentions', help: 'When someone mentions you in a comment.', on: true },
  {
    id: 'digest',
    label: 'Weekly digest',
    help: 'A summary of your projects every Monday.',
    on: true,
  },
  {
    id: 'product',
    label: 'Product news',
    help: 'New features and changes, about once a month.',
    on: false,
  },
];

export default function ProfileSettings() {
  const [saved, setSaved] = React.useState<string | null>(null);

  const save = (what: string) => (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(`${what} saved.`);
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.body', px: { xs: 2, sm: 4 }, py: 3 }}>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        <Typography level="h2" component="h1">
          Settings
        </Typography>
        <Typography level="body-sm" sx={{ mb: 2 }}>
          Manage your profile and how we contact you.
        </Typography>
        <Tabs
          defaultValue="profile"
          sx={{ bgcolor: 'transparent' }}
          onChange={() => setSaved(null)}
        >
          <TabList sx={{ overflow: 'auto', flexWrap: 'nowrap' }}>
            <Tab value="profile">Profile</Tab>
            <Tab value="notifications">Notifications</Tab>
          </TabList>
          <TabPanel value="profile" sx={{ px: 0 }}>
            <Card component="form" onSubmit={save('Profile')} variant="outlined">
              <Box>
                <Typography level="title-md" component="h2">
                  Personal info
                </Typography>
                <Typography level="body-sm">
                  Shown to your teammates on projects and comments.
                </Typography>
              </Box>
              <Divider />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
                <AspectRatio
                  ratio="1"
                  variant="soft"
                  color="primary"
                  sx={{ width: 96, flexShrink: 0, borderRadius: '50%' }}
                >
                  <Typography level="h3" component="span" aria-hidden="true">
                    AH
                  </Typography>
                </AspectRatio>
                <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <FormControl sx={{ flex: 1 }}>
                      <FormLabel>First name</FormLabel>
                      <Input
                        name="firstName"
                        defaultValue="Amira"
                        autoComplete="given-name"
                        startDecorator={<PersonRounded />}
                      />
                    </FormControl>
                    <FormControl sx={{ flex: 1 }}>
                      <FormLabel>Last name</FormLabel>
                      <Input name="lastName" defaultValue="Haddad" autoComplete="family-name" />
                    </FormControl>
                  </Stack>
                  <FormControl>
                    <FormLabel>Email</FormLabel>
                    <Input
                      name="email"
                      type="email"
                      defaultValue="amira.haddad@example.com"
                      autoComplete="email"
                      startDecorator={<EmailRounded />}
                    />
                  </FormControl>
                  <FormControl>
                    <FormLabel id="role-label">Role</FormLabel>
                    <Select
                      name="role"
                      defaultValue="design"
                      slotProps={{ button: { 'aria-labelledby': 'role-label' } }}
                    >
                      <Option value="design">Product designer</Option>
                      <Option value="engineering">Software engineer</Option>
                      <Option value="management">Engineering manager</Option>
                    </Select>
                  </FormControl>
                  <FormControl>
                    <FormLabel>Bio</FormLabel>
                    <Textarea
                      name="bio"
                      minRows={3}
                      defaultValue="Designing calm interfaces for busy people. Based in Lyon."
                    />
                    <FormHelperText>A sentence or two; 200 characters at most.</FormHelperText>
                  </FormControl>
                </Stack>
              </Stack>
              <CardOverflow sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
                <CardActions sx={{ alignSelf: 'flex-end', pt: 2 }}>
                  <Button type="reset" size="sm" variant="outlined" color="neutral">
                    Cancel
                  </Button>
                  <Button type="submit" size="sm">
                    Save
                  </Button>
                </CardActions>
              </CardOverflow>
            </Card>
          </TabPanel>
          <TabPanel value="notifications" sx={{ px: 0 }}>
            <Card component="form" onSubmit={save('Notification preferences')} variant="outlined">
              <Typography level="title-md" component="h2">
                Email notifications
              </Typography>
              <Divider />
              {notifications.map((item) => (
                <FormControl
                  key={item.id}
                  orientation="horizontal"
                  sx={{ justifyContent: 'space-between', gap: 2 }}
                >
                  <div>
                    <FormLabel>{item.label}</FormLabel>
                    <FormHelperText sx={{ mt: 0 }}>{item.help}</FormHelperText>
                  </div>
                  <Switch defaultChecked={item.on} slotProps={{ input: { name: item.id } }} />
                </FormControl>
              ))}
              <CardActions sx={{ alignSelf: 'flex-end' }}>
                <Button type="submit" size="sm">
                  Save preferences
                </Button>
              </CardActions>
            </Card>
          </TabPanel>
        </Tabs>
        {saved && (
          <Alert variant="soft" color="success" role="status" sx={{ mt: 2 }}>
            {saved}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
