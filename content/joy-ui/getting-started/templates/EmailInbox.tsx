import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Sheet from '@mui/joy/Sheet';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import CreateRounded from '@mui/icons-material/CreateRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import InboxRounded from '@mui/icons-material/InboxRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import StarRounded from '@mui/icons-material/StarRounded';

type Folder = 'Inbox' | 'Starred' | 'Sent' | 'Trash';

interface Mail {
  id: number;
  from: string;
  address: string;
  subject: string;
  date: string;
  body: string[];
  folder: 'Inbox' | 'Sent' | 'Trash';
  unread?: boolean;
  starred?: boolean;
  attachment?: string;
}

const initialMails: Mail[] = [
  {
    id: 1,
    from: 'Maren Holt',
    address: 'maren@example.com',
    subject: 'Venue shortlist for the offsite',
    date: '09:12',
    unread: true,
    body: [
      'I narrowed the offsite venues down to three. The lakeside one has the best rooms for workshops, the city one is easiest to reach by train.',
      'Could you look at the sheet and mark your first choice by Thursday?',
    ],
    attachment: 'venues-shortlist.pdf',
    folder: 'Inbox',
  },
  {
    id: 2,
    from: 'Tomasz Wójcik',
    address: 'tomasz@example.com',
    subject: 'Release notes draft',
    date: '08:40',
    unread: true,
    starred: true,
    body: [
      'The draft of the release notes is ready for review. I grouped the changes by area and moved the breaking ones to the top.',
      'Comments welcome until noon tomorrow.',
    ],
    folder: 'Inbox',
  },
  {
    id: 3,
    from: 'Ines Carvalho',
    address: 'ines@example.com',
    subject: 'Invoice 2024-118 paid',
    date: 'Mon',
    body: ['Thanks, the payment for invoice 2024-118 arrived today. A receipt is attached.'],
    attachment: 'receipt-2024-118.pdf',
    folder: 'Inbox',
  },
  {
    id: 4,
    from: 'Kwame Boateng',
    address: 'kwame@example.com',
    subject: 'Workshop slides',
    date: 'Sun',
    starred: true,
    body: [
      'Here are the slides from Saturday. The exercises are at the end, with the solutions in the speaker notes.',
    ],
    folder: 'Inbox',
  },
  {
    id: 5,
    from: 'Leila Moradi',
    address: 'leila@example.com',
    subject: 'Lunch on Friday?',
    date: '22 Nov',
    body: ['The new place by the station opened. Friday at 12:30?'],
    folder: 'Inbox',
  },
  {
    id: 6,
    from: 'You',
    address: 'me@example.com',
    subject: 'Re: Quarterly numbers',
    date: '21 Nov',
    body: ['Numbers look good. I added two charts to the summary tab.'],
    folder: 'Sent',
  },
];

const folders: { name: Folder; icon: React.ReactElement }[] = [
  { name: 'Inbox', icon: <InboxRounded /> },
  { name: 'Starred', icon: <StarBorderRounded /> },
  { name: 'Sent', icon: <SendRounded /> },
  { name: 'Trash', icon: <DeleteOutlineRounded /> },
];

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function inFolder(mail: Mail, folder: Folder) {
  return folder === 'Starred' ? mail.starred && mail.folder !== 'Trash' : mail.folder === folder;
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

export default function EmailInbox() {
  const [mails, setMails] = React.useState(initialMails);
  const [folder, setFolder] = React.useState<Folder>('Inbox');
  const [openId, setOpenId] = React.useState<number | null>(1);
  // On phones only one pane shows: the list, or the open message.
  const [reading, setReading] = React.useState(false);
  const [composing, setComposing] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const headingId = React.useId();

  const shown = mails.filter(
    (mail) =>
      inFolder(mail, folder) &&
      `${mail.from} ${mail.subject}`.toLowerCase().includes(query.toLowerCase()),
  );
  const open = mails.find((mail) => mail.id === openId && inFolder(mail, folder));
  const unread = mails.filter((mail) => mail.folder === 'Inbox' && mail.unread).length;

  const update = (id: number, change: Partial<Mail>) =>
    setMails((list) => list.map((mail) => (mail.id === id ? { ...mail, ...change } : mail)));

  const send = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const id = Math.max(...mails.map((mail) => mail.id)) + 1;
    setMails([
      {
        id,
        from: 'You',
        address: String(data.get('to')),
        subject: String(data.get('subject')) || '(no subject)',
        date: 'Now',
        body: [String(data.get('message'))],
        folder: 'Sent',
      },
      ...mails,
    ]);
    setComposing(false);
    setFolder('Sent');
    setOpenId(id);
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.body',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '200px 320px minmax(0, 1fr)' },
        gridTemplateRows: { xs: 'auto 1fr', md: '1fr' },
      }}
    >
      <Sheet
        sx={{
          p: 2,
          display: 'flex',
          flexDirection: 'column',
          gap: 2,
          borderInlineEnd: { md: '1px solid' },
          borderBottom: { xs: '1px solid', md: 'none' },
          borderColor: 'divider',
          minWidth: 0,
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography level="h3" component="h1" sx={{ flex: 1 }}>
            Mail
          </Typography>
          <Button size="sm" startDecorator={<CreateRounded />} onClick={() => setComposing(true)}>
            Compose
          </Button>
        </Box>
        <nav aria-label="Folders">
          <List
            size="sm"
            sx={{
              '--ListItem-radius': 'var(--joy-radius-sm)',
              flexDirection: { xs: 'row', md: 'column' },
              overflowX: 'auto',
              gap: 0.5,
            }}
          >
            {folders.map((item) => (
              <ListItem key={item.name}>
                <ListItemButton
                  selected={folder === item.name}
                  aria-current={folder === item.name ? 'page' : undefined}
                  onClick={() => {
                    setFolder(item.name);
                    setReading(false);
                  }}
                >
                  <ListItemDecorator sx={{ display: { xs: 'none', md: 'inline-flex' } }}>
                    {item.icon}
                  </ListItemDecorator>
                  <ListItemContent>{item.name}</ListItemContent>
                  {item.name === 'Inbox' && unread > 0 ? (
                    <Chip size="sm" variant="soft" color="primary">
                      {unread}
                      <Box component="span" sx={visuallyHidden}>
                        {' '}
                        unread
                      </Box>
                    </Chip>
                  ) : null}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </nav>
      </Sheet>

      <Box
        component="section"
        aria-labelledby={headingId}
        sx={{
          display: { xs: reading ? 'none' : 'flex', md: 'flex' },
          flexDirection: 'column',
          gap: 1.5,
          p: 2,
          borderInlineEnd: { md: '1px solid' },
          borderColor: 'divider',
          minWidth: 0,
        }}
      >
        <Typography id={headingId} level="title-lg" component="h2">
          {folder}
        </Typography>
        <Input
          size="sm"
          placeholder="Sender or subject"
          aria-label={`Search ${folder}`}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {shown.length === 0 ? (
          <Typography level="body-sm" sx={{ py: 4, textAlign: 'center' }}>
            No messages here.
          </Typography>
        ) : (
          <List sx={{ '--ListItem-radius': 'var(--joy-radius-sm)', '--List-gap': '4px' }}>
            {shown.map((mail) => (
              <ListItem key={mail.id}>
                <ListItemButton
                  selected={mail.id === open?.id}
                  aria-current={mail.id === open?.id ? 'true' : undefined}
                  onClick={() => {
                    setOpenId(mail.id);
                    setReading(true);
                    update(mail.id, { unread: false });
                  }}
                  sx={{ alignItems: 'flex-start', py: 1 }}
                >
                  <ListItemDecorator sx={{ pt: 0.5 }}>
                    <Avatar component="span" size="sm" variant="soft" color="primary" aria-hidden>
                      {initials(mail.from)}
                    </Avatar>
                  </ListItemDecorator>
                  <ListItemContent>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                      <Typography
                        level="title-sm"
                        component="span"
                        noWrap
                        sx={{ flex: 1, fontWeight: mail.unread ? 'lg' : 'md' }}
                      >
                        {mail.unread ? (
                          <Box component="span" sx={visuallyHidden}>
                            Unread:{' '}
                          </Box>
                        ) : null}
                        {mail.folder === 'Sent' ? `To ${mail.address}` : mail.from}
                      </Typography>
                      <Typography level="body-xs" component="span">
                        {mail.date}
                      </Typography>
                    </Box>
                    <Typography
                      level="body-sm"
                      component="span"
                      noWrap
                      sx={{ display: 'block', color: mail.unread ? 'text.primary' : undefined }}
                    >
                      {mail.subject}
                    </Typography>
                  </ListItemContent>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Box>

      <Box
        component="section"
        aria-label="Reading pane"
        sx={{
          display: { xs: reading ? 'block' : 'none', md: 'block' },
          p: { xs: 2, sm: 3 },
          minWidth: 0,
        }}
      >
        <Button
          variant="plain"
          color="neutral"
          size="sm"
          startDecorator={
            <ArrowBackRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          }
          onClick={() => setReading(false)}
          sx={{ display: { md: 'none' }, mb: 2 }}
        >
          Back to {folder}
        </Button>
        {open ? (
          <article>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Typography level="h4" component="h2" sx={{ flex: '1 1 240px' }}>
                {open.subject}
              </Typography>
              <IconButton
                variant="plain"
                color={open.starred ? 'warning' : 'neutral'}
                aria-label="Starred"
                aria-pressed={Boolean(open.starred)}
                onClick={() => update(open.id, { starred: !open.starred })}
              >
                {open.starred ? <StarRounded /> : <StarBorderRounded />}
              </IconButton>
              {open.folder !== 'Trash' ? (
                <IconButton
                  variant="plain"
                  color="neutral"
                  aria-label="Move to trash"
                  onClick={() => {
                    update(open.id, { folder: 'Trash', starred: false });
                    setReading(false);
                  }}
                >
                  <DeleteOutlineRounded />
                </IconButton>
              ) : null}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, my: 2 }}>
              <Avatar variant="soft" color="primary" aria-hidden>
                {initials(open.from)}
              </Avatar>
              <div>
                <Typography level="title-sm">{open.from}</Typography>
                <Typography level="body-xs">
                  {open.address} · {open.date}
                </Typography>
              </div>
            </Box>
            {open.body.map((paragraph) => (
              <Typography key={paragraph} level="body-md" sx={{ mb: 1.5, maxWidth: '65ch' }}>
                {paragraph}
              </Typography>
            ))}
            {open.attachment ? (
              <Sheet
                variant="outlined"
                sx={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 1,
                  p: 1,
                  paddingInlineEnd: 2,
                  borderRadius: 'sm',
                  mt: 1,
                }}
              >
                <DescriptionOutlined color="primary" />
                <Typography level="body-sm">
                  <Box component="span" sx={visuallyHidden}>
                    Attachment:{' '}
                  </Box>
                  {open.attachment}
                </Typography>
              </Sheet>
            ) : null}
          </article>
        ) : (
          <Typography level="body-md" sx={{ textAlign: 'center', py: 8 }}>
            Select a message to read it.
          </Typography>
        )}
      </Box>

      <Modal open={composing} onClose={() => setComposing(false)}>
        <ModalDialog aria-labelledby="email-compose-title" sx={{ width: 'min(560px, 100%)' }}>
          <ModalClose aria-label="Close" />
          <DialogTitle id="email-compose-title" component="h2">
            New message
          </DialogTitle>
          <Box component="form" onSubmit={send} sx={{ display: 'grid', gap: 1.5 }}>
            <FormControl required>
              <FormLabel>To</FormLabel>
              <Input name="to" type="email" autoFocus />
            </FormControl>
            <FormControl>
              <FormLabel>Subject</FormLabel>
              <Input name="subject" />
            </FormControl>
            <FormControl required>
              <FormLabel>Message</FormLabel>
              <Textarea name="message" minRows={4} />
            </FormControl>
            <Button type="submit" startDecorator={<SendRounded />} sx={{ justifySelf: 'end' }}>
              Send
            </Button>
          </Box>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
