import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
// Read from node_modules when the site is built: the versions below are the installed ones.
import material from '@mui/material/package.json';
import system from '@mui/system/package.json';
import privateTheming from '@mui/private-theming/package.json';
import lab from '@mui/lab/package.json';
import utils from '@mui/utils/package.json';
import styledEngine from '@mui/styled-engine/package.json';
import emotionReact from '@emotion/react/package.json';
import emotionStyled from '@emotion/styled/package.json';

interface PackageJson {
  name: string;
  version: string;
  description?: string;
  license?: string;
  peerDependencies?: Record<string, string>;
}

const PACKAGES: PackageJson[] = [
  material,
  system,
  lab,
  utils,
  styledEngine,
  privateTheming,
  emotionReact,
  emotionStyled,
];

// Descriptions are long: on phones the table keeps name, version and React range.
const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } };

function prerelease(version: string) {
  return /-(alpha|beta|rc)/.test(version);
}

export default function InstalledVersions() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Installed package versions">
        <TableHead>
          <TableRow>
            <TableCell>Package</TableCell>
            <TableCell>Version</TableCell>
            <TableCell sx={hideOnPhones}>Description</TableCell>
            <TableCell>React peer range</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PACKAGES.map((pkg) => (
            <TableRow key={pkg.name}>
              <TableCell component="th" scope="row">
                <Link href={`https://www.npmjs.com/package/${pkg.name}/v/${pkg.version}`}>
                  <code>{pkg.name}</code>
                </Link>
              </TableCell>
              <TableCell>
                <code>{pkg.version}</code>
                {prerelease(pkg.version) ? (
                  <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                    pre-release
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={hideOnPhones}>{pkg.description ?? '—'}</TableCell>
              <TableCell>
                <code>{pkg.peerDependencies?.react ?? '—'}</code>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
