import { Badge } from '@mui/base/Badge';
import { styled } from '@mui/system';

const PEOPLE = [
  { name: 'Nadia Rahman', initials: 'NR', online: true },
  { name: 'Tomás Ortega', initials: 'TO', online: false },
  { name: 'Yuki Sato', initials: 'YS', online: true },
];

const Styles = styled('ul')(({ theme }) => ({
  display: 'flex',
  gap: 20,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.875rem',
  '& .person': { display: 'grid', justifyItems: 'center', gap: 6 },
  '& .root': { position: 'relative', display: 'inline-flex' },
  '& .avatar': {
    display: 'grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    borderRadius: '50%',
    fontWeight: 700,
    color: '#1c377f',
    backgroundColor: '#e3ecff',
  },
  // No badgeContent: the badge is an empty span, drawn as a dot.
  '& .dot': {
    position: 'absolute',
    insetBlockEnd: 1,
    insetInlineEnd: 1,
    width: 12,
    height: 12,
    borderRadius: '50%',
    backgroundColor: '#1e8a4c',
    boxShadow: '0 0 0 2px #fff',
  },
  '& .dot.base-Badge-invisible': { display: 'none' },
  '& .visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  ...theme.applyStyles('dark', {
    '& .avatar': { color: '#dbe5ff', backgroundColor: '#25314f' },
    '& .dot': { backgroundColor: '#4cc38a', boxShadow: '0 0 0 2px #171a21' },
  }),
}));

export default function StatusDotBadge() {
  return (
    <Styles aria-label="Team">
      {PEOPLE.map((person) => (
        <li key={person.name} className="person">
          <Badge
            invisible={!person.online}
            slotProps={{
              root: { className: 'root' },
              badge: { className: 'dot', 'aria-hidden': true },
            }}
          >
            <span className="avatar" aria-hidden>
              {person.initials}
            </span>
          </Badge>
          {/* The status is in the text, not only in the colour of the dot. */}
          <span>
            {person.name.split(' ')[0]}
            <span className="visually-hidden">{person.online ? ', online' : ', offline'}</span>
          </span>
        </li>
      ))}
    </Styles>
  );
}
