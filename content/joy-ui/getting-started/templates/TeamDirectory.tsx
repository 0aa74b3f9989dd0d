import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';
import EmailRounded from '@mui/icons-material/EmailRounded';
import PlaceRounded from '@mui/icons-material/PlaceRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

interface Person {
  name: string;
  role: string;
  team: 'Design' | 'Engineering' | 'Support' | 'Sales';
  city: string;
  email: string;
  away?: boolean;
}

const people: Person[] = [
  {
    name: 'Aiko Tanaka',
    role: 'Product designer',
    team: 'Design',
    city: 'Osaka',
    email: 'aiko@example.com',
  },
  {
    name: 'Bram de Vries',
    role: 'Staff engineer',
    team: 'Engineering',
    city: 'Utrecht',
    email: 'bram@example.com',
  },
  {
    name: 'Chiara Russo',
    role: 'Support lead',
    team: 'Support',
    city: 'Bologna',
    email: 'chiara@example.com',
    away: true,
  },
  {
    name: 'Dev Patel',
    role: 'Frontend engineer',
    team: 'Engineering',
    city: 'Pune',
    email: 'dev@example.com',
  },
  {
    name: 'Efua Mensah',
    role: 'Account executive',
    team: 'Sales',
    city: 'Accra',
    email: 'efua@example.com',
  },
  {
    name: 'Farid Haddad',
    role: 'Design systems',
    team: 'Design',
    city: 'Beirut',
    email: 'farid@example.com',
  },
  {
    name: 'Greta Lindqvist',
    role: 'Support engineer',
    team: 'Support',
    city: 'Umeå',
    email: 'greta@example.com',
  },
  {
    name: 'Hugo Martín',
    role: 'Backend engineer',
    team: 'Engineering',
    city: 'Valencia',
    email: 'hugo@example.com',
    away: true,
  },
];

const teamColors = {
  Design: 'primary',
  Engineering: 'success',
  Support: 'warning',
  Sales: 'neutral',
} as const;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
}

export default function TeamDirectory() {
  const [query, setQuery] = React.useState('');
  const [team, setTeam] = React.useState<Person['team'] | 'all'>('all');
  const shown = people.filter(
    (person) =>
      (team === 'all' || person.team === team) &&
      `${person.name} ${person.role} ${person.city}`.toLowerCase().includes(query.toLowerCase()),
  );

  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.body',
        color: 'text.primary',
        px: { xs: 2, sm: 4 },
        py: 3,
      }}
    >
      <Box sx={{ maxWidth: 1040, mx: 'auto' }}>
        <Box
          component="header"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            mb: 3,
          }}
        >
          <div>
            <Typography level="h2" component="h1">
              Team
            </Typography>
            <Typography level="body-sm">{people.length} people in four teams</Typography>
          </div>
          <Box
            role="search"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, width: { xs: '100%', sm: 'auto' } }}
          >
            <Input
              startDecorator={<SearchRounded />}
              placeholder="Name, role or city"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              aria-label="Search people"
              sx={{ flex: { xs: '1 1 100%', sm: '0 0 240px' } }}
            />
            <Select
              value={team}
              onChange={(_event, value) => value && setTeam(value)}
              aria-label="Team"
              sx={{ flex: { xs: 1, sm: '0 0 160px' } }}
            >
              <Option value="all">All teams</Option>
              {(Object.keys(teamColors) as Person['team'][]).map((item) => (
                <Option key={item} value={item}>
                  {item}
                </Option>
              ))}
            </Select>
          </Box>
        </Box>
        <Typography level="body-sm" aria-live="polite" sx={{ mb: 1.5 }}>
          {shown.length === people.length
            ? 'Showing everyone'
            : `${shown.length} of ${people.length} shown`}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 230px), 1fr))',
          }}
        >
          {shown.map((person) => (
            <Card
              key={person.email}
              component="li"
              variant="outlined"
              sx={{ alignItems: 'center', textAlign: 'center' }}
            >
              <Avatar
                size="lg"
                color={teamColors[person.team]}
                variant="soft"
                sx={{ '--Avatar-size': '64px' }}
              >
                {initials(person.name)}
              </Avatar>
              <CardContent sx={{ alignItems: 'center', gap: 0.5 }}>
                <Typography level="title-md" component="h2">
                  {person.name}
                </Typography>
                <Typography level="body-sm">{person.role}</Typography>
                <Box
                  sx={{
                    display: 'flex',
                    gap: 1,
                    flexWrap: 'wrap',
                    justifyContent: 'center',
                    mt: 0.5,
                  }}
                >
                  <Chip size="sm" variant="soft" color={teamColors[person.team]}>
                    {person.team}
                  </Chip>
                  {person.away ? (
                    <Chip size="sm" variant="outlined">
                      Away
                    </Chip>
                  ) : null}
                </Box>
                <Typography level="body-xs" startDecorator={<PlaceRounded />} sx={{ mt: 0.5 }}>
                  {person.city}
                </Typography>
              </CardContent>
              <CardActions sx={{ width: '100%' }}>
                <Button
                  component="a"
                  href={`mailto:${person.email}`}
                  variant="soft"
                  color="neutral"
                  startDecorator={<EmailRounded />}
                  aria-label={`Email ${person.name}`}
                  sx={{ flex: 1 }}
                >
                  Email
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
        {shown.length === 0 ? (
          <Typography level="body-md" sx={{ textAlign: 'center', py: 6 }}>
            Nobody matches “{query}”.{' '}
            <Link component="button" onClick={() => setQuery('')}>
              Clear the search
            </Link>
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}
