import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SendRounded from '@mui/icons-material/SendRounded';

interface Message {
  id: number;
  fromMe: boolean;
  text: string;
  time: string;
}

interface Conversation {
  id: string;
  name: string;
  color: 'primary' | 'success' | 'warning' | 'danger';
  online: boolean;
  unread: number;
  messages: Message[];
}

const initialConversations: Conversation[] = [
  {
    id: 'noor',
    name: 'Noor Rahman',
    color: 'primary',
    online: true,
    unread: 2,
    messages: [
      { id: 1, fromMe: false, text: 'Morning! Did the print shop send the proofs?', time: '08:55' },
      { id: 2, fromMe: true, text: 'They did, an hour ago. Colours look right.', time: '09:02' },
      { id: 3, fromMe: false, text: 'Great. Can you forward them to me?', time: '09:04' },
      { id: 4, fromMe: false, text: 'I want to check the spine width.', time: '09:04' },
    ],
  },
  {
    id: 'mateo',
    name: 'Mateo Ruiz',
    color: 'success',
    online: true,
    unread: 0,
    messages: [
      { id: 1, fromMe: true, text: 'Are we still on for the 3 pm review?', time: 'Yesterday' },
      { id: 2, fromMe: false, text: 'Yes, same room as last week.', time: 'Yesterday' },
    ],
  },
  {
    id: 'yuki',
    name: 'Yuki Mori',
    color: 'warning',
    online: false,
    unread: 0,
    messages: [
      {
        id: 1,
        fromMe: false,
        text: 'I pushed the fix for the date picker. Tests pass locally.',
        time: 'Tue',
      },
      { id: 2, fromMe: true, text: 'Thanks, I will review it after lunch.', time: 'Tue' },
    ],
  },
  {
    id: 'ada',
    name: 'Ada Okafor',
    color: 'danger',
    online: false,
    unread: 1,
    messages: [{ id: 1, fromMe: false, text: 'Who is bringing the projector?', time: 'Mon' }],
  },
];

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

function PersonAvatar({ person, size }: { person: Conversation; size?: 'sm' | 'md' }) {
  return (
    <Badge
      color={person.online ? 'success' : 'neutral'}
      variant={person.online ? 'solid' : 'soft'}
      size="sm"
      badgeInset="14%"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ badge: { 'aria-hidden': true } }}
    >
      <Avatar component="span" size={size} variant="soft" color={person.color} aria-hidden>
        {initials(person.name)}
      </Avatar>
    </Badge>
  );
}

export default function Messages() {
  const [conversations, setConversations] = React.useState(initialConversations);
  const [activeId, setActiveId] = React.useState('noor');
  // On phones only one pane shows: the conversation list, or the open chat.
  const [chatOpen, setChatOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [draft, setDraft] = React.useState('');
  const listHeadingId = React.useId();
  const chatHeadingId = React.useId();

  const active = conversations.find((item) => item.id === activeId) ?? conversations[0]!;
  const shown = conversations.filter((item) =>
    item.name.toLowerCase().includes(query.toLowerCase()),
  );

  const send = (event?: React.FormEvent) => {
    event?.preventDefault();
    const text = draft.trim();
    if (!text) {
      return;
    }
    setConversations((list) =>
      list.map((item) =>
        item.id === active.id
          ? {
              ...item,
              messages: [
                ...item.messages,
                { id: item.messages.length + 1, fromMe: true, text, time: 'Now' },
              ],
            }
          : item,
      ),
    );
    setDraft('');
  };

  return (
    <Box
      sx={{
        height: '100vh',
        minHeight: 520,
        bgcolor: 'background.body',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
      }}
    >
      <Sheet
        component="section"
        aria-labelledby={listHeadingId}
        sx={{
          display: { xs: chatOpen ? 'none' : 'flex', md: 'flex' },
          flexDirection: 'column',
          borderInlineEnd: { md: '1px solid' },
          borderColor: 'divider',
          minHeight: 0,
        }}
      >
        <Box sx={{ p: 2, display: 'grid', gap: 1.5 }}>
          <Typography id={listHeadingId} level="h3" component="h1">
            Messages
          </Typography>
          <Input
            size="sm"
            startDecorator={<SearchRounded />}
            placeholder="Search by name"
            aria-label="Search conversations"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </Box>
        <List sx={{ overflowY: 'auto', px: 1, '--ListItem-radius': 'var(--joy-radius-sm)' }}>
          {shown.map((item) => {
            const last = item.messages[item.messages.length - 1]!;
            return (
              <ListItem key={item.id}>
                <ListItemButton
                  selected={item.id === active.id}
                  aria-current={item.id === active.id ? 'true' : undefined}
                  onClick={() => {
                    setActiveId(item.id);
                    setChatOpen(true);
                    setDraft('');
                    setConversations((list) =>
                      list.map((entry) => (entry.id === item.id ? { ...entry, unread: 0 } : entry)),
                    );
                  }}
                  sx={{ gap: 1.5, py: 1 }}
                >
                  <PersonAvatar person={item} />
                  <ListItemContent>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                      <Typography level="title-sm" component="span" noWrap sx={{ flex: 1 }}>
                        {item.name}
                        <Box component="span" sx={visuallyHidden}>
                          {item.online ? ', online' : ', offline'}
                        </Box>
                      </Typography>
                      <Typography level="body-xs" component="span">
                        {last.time}
                      </Typography>
                    </Box>
                    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                      <Typography level="body-sm" component="span" noWrap sx={{ flex: 1 }}>
                        {last.fromMe ? 'You: ' : ''}
                        {last.text}
                      </Typography>
                      {item.unread > 0 ? (
                        <Chip component="span" size="sm" color="primary" variant="solid">
                          {item.unread}
                          <Box component="span" sx={visuallyHidden}>
                            {' '}
                            unread
                          </Box>
                        </Chip>
                      ) : null}
                    </Box>
                  </ListItemContent>
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Sheet>

      <Box
        component="section"
        aria-labelledby={chatHeadingId}
        sx={{
          display: { xs: chatOpen ? 'flex' : 'none', md: 'flex' },
          flexDirection: 'column',
          minHeight: 0,
          minWidth: 0,
        }}
      >
        <Sheet
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1.5,
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <IconButton
            variant="plain"
            color="neutral"
            aria-label="Back to conversations"
            onClick={() => setChatOpen(false)}
            sx={{ display: { md: 'none' } }}
          >
            <ArrowBackRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <PersonAvatar person={active} />
          <div>
            <Typography id={chatHeadingId} level="title-md" component="h2">
              {active.name}
            </Typography>
            <Typography level="body-xs">{active.online ? 'Online' : 'Offline'}</Typography>
          </div>
        </Sheet>

        <Box
          role="log"
          aria-label={`Messages with ${active.name}`}
          tabIndex={0}
          sx={{
            flex: 1,
            overflowY: 'auto',
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          {active.messages.map((message) => (
            <Box
              key={message.id}
              sx={{
                alignSelf: message.fromMe ? 'flex-end' : 'flex-start',
                maxWidth: 'min(80%, 420px)',
                display: 'grid',
                gap: 0.5,
                justifyItems: message.fromMe ? 'end' : 'start',
              }}
            >
              <Sheet
                variant={message.fromMe ? 'solid' : 'soft'}
                color={message.fromMe ? 'primary' : 'neutral'}
                sx={{
                  px: 1.5,
                  py: 1,
                  borderRadius: 'lg',
                  borderEndEndRadius: message.fromMe ? 4 : undefined,
                  borderEndStartRadius: message.fromMe ? undefined : 4,
                }}
              >
                <Box component="span" sx={visuallyHidden}>
                  {message.fromMe ? 'You said: ' : `${active.name} said: `}
                </Box>
                {message.text}
              </Sheet>
              <Typography level="body-xs">{message.time}</Typography>
            </Box>
          ))}
        </Box>

        <Box
          component="form"
          onSubmit={send}
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'flex-end',
            p: 2,
            borderTop: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Textarea
            aria-label={`Message ${active.name}`}
            placeholder="Write a message (Ctrl + Enter sends)"
            minRows={1}
            maxRows={4}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                send();
              }
            }}
            sx={{ flex: 1 }}
          />
          <Button
            type="submit"
            endDecorator={<SendRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />}
            disabled={!draft.trim()}
          >
            Send
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
