import './data/license';
import Box from '@mui/material/Box';
import { DataGridPro, type DataGridProProps, type GridColDef } from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

// As an API often sends them: a flat list where each row names its parent.
interface Account {
  id: number;
  parentId: number | null;
  name: string;
  balance: number;
}

const accounts: Account[] = [
  { id: 1, parentId: null, name: 'Assets', balance: 0 },
  { id: 2, parentId: 1, name: 'Cash', balance: 12400 },
  { id: 3, parentId: 1, name: 'Receivables', balance: 8300 },
  { id: 4, parentId: 3, name: 'Customers in the EU', balance: 5100 },
  { id: 5, parentId: 3, name: 'Customers elsewhere', balance: 3200 },
  { id: 6, parentId: null, name: 'Liabilities', balance: 0 },
  { id: 7, parentId: 6, name: 'Supplier invoices', balance: 6900 },
  // Its parent isn't in the list: it becomes a top-level row instead of disappearing.
  { id: 8, parentId: 42, name: 'Suspense account', balance: 150 },
];

/** The names from the root down to each row, built once from the parent ids. */
function pathsByParent(rows: Account[]): Map<number, string[]> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const paths = new Map<number, string[]>();
  const pathOf = (row: Account, seen: Set<number>): string[] => {
    const known = paths.get(row.id);
    if (known) return known;
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    const path =
      parent && !seen.has(parent.id) ? [...pathOf(parent, seen.add(row.id)), row.name] : [row.name];
    paths.set(row.id, path);
    return path;
  };
  rows.forEach((row) => pathOf(row, new Set()));
  return paths;
}

const paths = pathsByParent(accounts);
const getTreeDataPath = (row: Account) => paths.get(row.id) ?? [row.name];

const columns: GridColDef<Account>[] = [
  {
    field: 'balance',
    headerName: 'Balance',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => (value === 0 ? '' : value.toLocaleString('en-US')),
  },
];
const groupingColDef: DataGridProProps['groupingColDef'] = { headerName: 'Account', width: 280 };

export default function TreeDataParentIds() {
  const gridRef = useGridName('Accounts as a tree built from parent ids');
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        treeData
        rows={accounts}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={-1}
        hideFooter
      />
    </Box>
  );
}
