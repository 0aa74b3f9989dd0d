import { Badge } from '@mui/base/Badge';

const PEOPLE = [
  { name: 'Nadia Rahman', initials: 'NR', online: true },
  { name: 'Tomás Ortega', initials: 'TO', online: false },
  { name: 'Yuki Sato', initials: 'YS', online: true },
];

export default function StatusDotBadge() {
  return (
    <ul className="m-0 flex list-none gap-5 p-0 text-sm" aria-label="Team">
      {PEOPLE.map((person) => (
        <li key={person.name} className="grid justify-items-center gap-1.5">
          <Badge
            invisible={!person.online}
            slotProps={{
              root: { className: 'relative inline-flex' },
              badge: {
                className: [
                  'absolute bottom-px end-px h-3 w-3 rounded-full bg-[#1e8a4c]',
                  'shadow-[0_0_0_2px_#fff] dark:bg-[#4cc38a] dark:shadow-[0_0_0_2px_#171a21]',
                  '[&.base-Badge-invisible]:hidden',
                ].join(' '),
                'aria-hidden': true,
              },
            }}
          >
            <span
              className="grid h-11 w-11 place-items-center rounded-full bg-[#e3ecff] font-bold text-[#1c377f] dark:bg-[#25314f] dark:text-[#dbe5ff]"
              aria-hidden
            >
              {person.initials}
            </span>
          </Badge>
          {/* The status is in the text, not only in the colour of the dot. */}
          <span>
            {person.name.split(' ')[0]}
            <span className="sr-only">{person.online ? ', online' : ', offline'}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
