import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell, { tableCellClasses } from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { styled } from '@mui/material/styles';

// Customization: a tinted header and striped body rows, both following the colour scheme.
const HeaderCell = styled(TableCell)(({ theme }) => ({
  [`&.${tableCellClasses.head}`]: {
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
    fontWeight: theme.typography.fontWeightBold,
  },
}));

const StripedRow = styled(TableRow)(({ theme }) => ({
  '&:nth-of-type(odd)': {
    backgroundColor: (theme.vars ?? theme).palette.action.hover,
  },
}));

const rows = [
  { region: 'North', sales: [412, 455, 470, 512] },
  { region: 'South', sales: [388, 402, 430, 426] },
  { region: 'East', sales: [290, 335, 361, 398] },
  { region: 'West', sales: [501, 497, 540, 575] },
];

const euros = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

export default function GroupedHeaderTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <caption>Sales per region and half-year</caption>
        {/* Column groups give scope="colgroup" headers something to refer to. */}
        <colgroup>
          <col />
        </colgroup>
        <colgroup span={2} />
        <colgroup span={2} />
        <TableHead>
          <TableRow>
            <HeaderCell rowSpan={2} scope="col">
              Region
            </HeaderCell>
            <HeaderCell colSpan={2} scope="colgroup" align="center">
              2024
            </HeaderCell>
            <HeaderCell colSpan={2} scope="colgroup" align="center">
              2025
            </HeaderCell>
          </TableRow>
          <TableRow>
            {['H1', 'H2', 'H1', 'H2'].map((half, index) => (
              <HeaderCell key={index} scope="col" align="right">
                {half}
              </HeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <StripedRow key={row.region}>
              <TableCell component="th" scope="row">
                {row.region}
              </TableCell>
              {row.sales.map((value, index) => (
                <TableCell key={index} align="right">
                  {euros.format(value * 1000)}
                </TableCell>
              ))}
            </StripedRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
