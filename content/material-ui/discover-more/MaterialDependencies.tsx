import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
// The dependency ranges @mui/material 6.1.9 declares, read from its installed package.json.
import material from '@mui/material/package.json';

const deps: Record<string, string> = material.dependencies;
const peers: Record<string, string> = material.peerDependencies;

function Group({ title, entries }: { title: string; entries: [string, string][] }) {
  return (
    <div>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title} ({entries.length})
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {entries.map(([name, range]) => (
          <Chip key={name} variant="outlined" size="small" label={`${name} ${range}`} />
        ))}
      </Stack>
    </div>
  );
}

export default function MaterialDependencies() {
  return (
    <Stack spacing={2}>
      <Group
        title={`Dependencies of ${material.name} ${material.version}`}
        entries={Object.entries(deps)}
      />
      <Group title="Peer dependencies (you install these)" entries={Object.entries(peers)} />
    </Stack>
  );
}
