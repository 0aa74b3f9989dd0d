import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const tasks = [
  'Draft the release notes',
  'Review the accessibility audit',
  'Update the onboarding emails',
  'Rotate the API keys',
  'Plan the January offsite',
  'Archive last quarter’s boards',
  'Renew the SSL certificates',
  'Migrate the staging database',
  'Interview two designers',
  'Close stale support tickets',
];

export default function TableScrollingShadows() {
  return (
    <Sheet
      tabIndex={0}
      role="region"
      aria-label="Backlog (scrolls)"
      sx={{
        height: 240,
        overflow: 'auto',
        borderRadius: 'sm',
        // Four layered backgrounds: two covers that scroll with the content ('local') and two
        // shadows that stay put ('scroll'). At the top or bottom, a cover hides its shadow.
        background: (theme) => `
          linear-gradient(${theme.vars.palette.background.surface} 30%, rgba(255 255 255 / 0)),
          linear-gradient(rgba(255 255 255 / 0), ${theme.vars.palette.background.surface} 70%) 0 100%,
          radial-gradient(farthest-side at 50% 0, rgba(0 0 0 / 0.16), rgba(0 0 0 / 0)),
          radial-gradient(farthest-side at 50% 100%, rgba(0 0 0 / 0.16), rgba(0 0 0 / 0)) 0 100%`,
        backgroundRepeat: 'no-repeat',
        backgroundSize: '100% 40px, 100% 40px, 100% 14px, 100% 14px',
        backgroundAttachment: 'local, local, scroll, scroll',
        backgroundColor: 'background.surface',
      }}
    >
      <Table aria-label="Backlog" sx={{ '--TableCell-headBackground': 'transparent' }}>
        <thead>
          <tr>
            <th scope="col" style={{ width: 48 }}>
              #
            </th>
            <th scope="col">Task</th>
          </tr>
        </thead>
        <tbody>
          {tasks.map((task, index) => (
            <tr key={task}>
              <td>{index + 1}</td>
              <td>{task}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
