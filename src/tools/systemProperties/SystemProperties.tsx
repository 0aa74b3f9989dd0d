import * as React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { filterProperties, systemProperties } from './properties';

const ROWS = systemProperties();

function Code({ children }: { children: React.ReactNode }) {
  return (
    <Box component="code" sx={{ fontFamily: 'monospace', fontSize: '0.8125rem' }}>
      {children}
    </Box>
  );
}

/** Renders `backtick` spans of a note as code. */
function Note({ text }: { text: string }) {
  return (
    <>
      {text
        .split('`')
        .map((part, index) =>
          index % 2 === 1 ? <Code key={index}>{part}</Code> : <span key={index}>{part}</span>,
        )}
    </>
  );
}

/** A searchable table of every key the sx prop understands, computed from @mui/system. */
export default function SystemProperties() {
  const [query, setQuery] = React.useState('');
  const rows = React.useMemo(() => filterProperties(ROWS, query), [query]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          label="Search properties"
          placeholder="margin, palette, flex…"
          size="small"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          sx={{ minWidth: 260, flexGrow: 1, maxWidth: 420 }}
          slotProps={{ htmlInput: { 'data-testid': 'system-properties-search' } }}
        />
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {rows.length} of {ROWS.length} properties
        </Typography>
      </Box>
      <TableContainer
        tabIndex={0}
        role="region"
        aria-label="System properties"
        sx={{ maxHeight: 560, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" stickyHeader data-testid="system-properties-table">
          <TableHead>
            <TableRow>
              <TableCell scope="col">sx key</TableCell>
              <TableCell scope="col">CSS property</TableCell>
              <TableCell scope="col">Theme key</TableCell>
              <TableCell scope="col">Group</TableCell>
              <TableCell scope="col">Values</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-property={row.key} hover>
                <TableCell component="th" scope="row">
                  <Code>{row.key}</Code>
                </TableCell>
                <TableCell>
                  {row.css.length > 0 ? (
                    row.css.map((name, index) => (
                      <React.Fragment key={name}>
                        {index > 0 && ', '}
                        <Code>{name}</Code>
                      </React.Fragment>
                    ))
                  ) : (
                    <Typography variant="body2" component="span" color="text.secondary">
                      several
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {row.themeKey ? (
                    <Code>{row.themeKey}</Code>
                  ) : (
                    <Typography variant="body2" component="span" color="text.secondary">
                      none
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Link href={row.href}>{row.group}</Link>
                </TableCell>
                <TableCell sx={{ color: 'text.secondary', minWidth: 200 }}>
                  {row.note ? <Note text={row.note} /> : 'CSS values as written'}
                </TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={5}>No property matches “{query}”.</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
