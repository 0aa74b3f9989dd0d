import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables) in the style callbacks below.
import type {} from '@mui/material/themeCssVarsAugmentation';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const components: ThemeOptions['components'] = {
  MuiTableCell: {
    styleOverrides: {
      head: ({ theme }) => ({
        fontWeight: theme.typography.fontWeightMedium,
        backgroundColor: (theme.vars ?? theme).palette.action.hover,
      }),
      sizeSmall: { paddingBlock: 4 },
    },
  },
  MuiTableRow: {
    styleOverrides: {
      root: { '&:last-child td, &:last-child th': { borderBottom: 0 } },
    },
  },
};

// Theme['components'] types the style callbacks with a theme that has no `vars`, although
// the page's theme has them at run time: the cast only bridges the two types.
const withTableStyles = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...(components as Theme['components']) },
});

const shifts = [
  { day: 'Monday', lead: 'Ana Ribeiro', hours: '07:00–15:00' },
  { day: 'Tuesday', lead: 'Jonas Becker', hours: '09:00–17:00' },
  { day: 'Wednesday', lead: 'Mei Lin', hours: '11:00–19:00' },
];

export default function ThemedTable() {
  return (
    <ThemeProvider theme={withTableStyles}>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Support shifts this week">
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell>Lead</TableCell>
              <TableCell>Hours</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shifts.map((shift) => (
              <TableRow key={shift.day}>
                <TableCell component="th" scope="row">
                  {shift.day}
                </TableCell>
                <TableCell>{shift.lead}</TableCell>
                <TableCell>{shift.hours}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ThemeProvider>
  );
}
