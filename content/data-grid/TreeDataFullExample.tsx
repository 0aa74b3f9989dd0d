import './data/license';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import {
  DataGridPro,
  GRID_TREE_DATA_GROUPING_FIELD,
  GridToolbarContainer,
  GridToolbarQuickFilter,
  useGridApiContext,
  type DataGridProProps,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-pro';
import { useGridName } from './data/gridName';

interface Entry {
  id: number;
  path: string[];
  kind: 'folder' | 'code' | 'text' | 'image';
  /** Bytes, for files; folders add up their contents below. */
  bytes?: number;
  modified: Date;
  owner: string;
}

const files: Omit<Entry, 'id' | 'kind'>[] = [
  { path: ['site', 'README.md'], bytes: 4_210, modified: new Date(2024, 8, 2), owner: 'Ines' },
  { path: ['site', 'package.json'], bytes: 1_380, modified: new Date(2024, 9, 14), owner: 'Ines' },
  {
    path: ['site', 'src', 'main.tsx'],
    bytes: 2_950,
    modified: new Date(2024, 9, 20),
    owner: 'Kofi',
  },
  {
    path: ['site', 'src', 'App.tsx'],
    bytes: 8_420,
    modified: new Date(2024, 9, 28),
    owner: 'Kofi',
  },
  {
    path: ['site', 'src', 'routes', 'home.tsx'],
    bytes: 5_130,
    modified: new Date(2024, 9, 11),
    owner: 'Mei',
  },
  {
    path: ['site', 'src', 'routes', 'pricing.tsx'],
    bytes: 6_870,
    modified: new Date(2024, 9, 30),
    owner: 'Mei',
  },
  {
    path: ['site', 'src', 'routes', 'contact.tsx'],
    bytes: 3_390,
    modified: new Date(2024, 7, 19),
    owner: 'Kofi',
  },
  {
    path: ['site', 'src', 'styles', 'theme.ts'],
    bytes: 2_240,
    modified: new Date(2024, 6, 8),
    owner: 'Ines',
  },
  {
    path: ['site', 'src', 'styles', 'reset.css'],
    bytes: 1_120,
    modified: new Date(2024, 2, 3),
    owner: 'Ines',
  },
  {
    path: ['site', 'public', 'logo.svg'],
    bytes: 3_860,
    modified: new Date(2024, 1, 12),
    owner: 'Aleks',
  },
  {
    path: ['site', 'public', 'hero.webp'],
    bytes: 184_300,
    modified: new Date(2024, 8, 22),
    owner: 'Aleks',
  },
  {
    path: ['site', 'public', 'team.webp'],
    bytes: 241_900,
    modified: new Date(2024, 8, 22),
    owner: 'Aleks',
  },
  {
    path: ['site', 'docs', 'deploy.md'],
    bytes: 6_040,
    modified: new Date(2024, 5, 17),
    owner: 'Mei',
  },
  {
    path: ['site', 'docs', 'content-guide.md'],
    bytes: 9_310,
    modified: new Date(2024, 9, 2),
    owner: 'Ines',
  },
];

const kindOf = (name: string): Entry['kind'] => {
  if (/\.(tsx?|css|json)$/.test(name)) return 'code';
  if (/\.(svg|webp|png)$/.test(name)) return 'image';
  return 'text';
};

// Folders become rows of their own, with the size and date of what they contain.
function buildEntries(): Entry[] {
  const entries: Entry[] = [];
  const folders = new Map<string, Entry>();
  for (const file of files) {
    for (let depth = 1; depth < file.path.length; depth += 1) {
      const folderPath = file.path.slice(0, depth);
      const key = folderPath.join('/');
      let folder = folders.get(key);
      if (!folder) {
        folder = {
          id: 0,
          path: folderPath,
          kind: 'folder',
          bytes: 0,
          modified: file.modified,
          owner: '',
        };
        folders.set(key, folder);
        entries.push(folder);
      }
      folder.bytes = (folder.bytes ?? 0) + (file.bytes ?? 0);
      if (file.modified > folder.modified) folder.modified = file.modified;
    }
    entries.push({ ...file, id: 0, kind: kindOf(file.path.at(-1) ?? '') });
  }
  return entries.map((entry, index) => ({ ...entry, id: index + 1 }));
}

const rows = buildEntries();
const icons = {
  folder: FolderOutlined,
  code: CodeOutlined,
  text: DescriptionOutlined,
  image: ImageOutlined,
};

// The grouping cell: a toggle for folders, an icon for the kind of entry, and the name.
function NameCell(params: GridRenderCellParams<Entry>) {
  const apiRef = useGridApiContext();
  const { rowNode, id, field, row } = params;
  const name =
    rowNode.type === 'group' || rowNode.type === 'leaf' ? String(rowNode.groupingKey) : '';
  const expanded = rowNode.type === 'group' && rowNode.childrenExpanded;
  const Icon = icons[row.kind];
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        paddingInlineStart: rowNode.depth * 2,
      }}
    >
      {rowNode.type === 'group' ? (
        <IconButton
          size="small"
          // The cell is the tab stop; Space on it toggles too.
          tabIndex={-1}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${name}`}
          onClick={(event) => {
            apiRef.current.setRowChildrenExpansion(id, !expanded);
            apiRef.current.setCellFocus(id, field);
            event.stopPropagation();
          }}
          sx={{ '[dir=rtl] & svg': { transform: 'scaleX(-1)' } }}
        >
          {expanded ? (
            <KeyboardArrowDown fontSize="inherit" />
          ) : (
            <KeyboardArrowRight fontSize="inherit" />
          )}
        </IconButton>
      ) : (
        <Box sx={{ width: 28, flexShrink: 0 }} />
      )}
      <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
      <span>{name}</span>
    </Box>
  );
}

function FilesToolbar() {
  const apiRef = useGridApiContext();
  const expandAll = (expanded: boolean) => {
    for (const rowId of apiRef.current.getAllRowIds()) {
      if (apiRef.current.getRowNode(rowId)?.type === 'group') {
        apiRef.current.setRowChildrenExpansion(rowId, expanded);
      }
    }
  };
  return (
    <GridToolbarContainer sx={{ gap: 1, p: 1 }}>
      <Button size="small" onClick={() => expandAll(true)}>
        Expand all
      </Button>
      <Button size="small" onClick={() => expandAll(false)}>
        Collapse all
      </Button>
      <Box sx={{ flex: 1 }} />
      <GridToolbarQuickFilter />
    </GridToolbarContainer>
  );
}

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const columns: GridColDef<Entry>[] = [
  {
    field: 'bytes',
    headerName: 'Size',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${sizeFormat.format(value / 1024)} KB`,
  },
  { field: 'modified', headerName: 'Modified', type: 'date', width: 130 },
  { field: 'owner', headerName: 'Owner', width: 110 },
];

const getTreeDataPath: DataGridProProps<Entry>['getTreeDataPath'] = (row) => row.path;
const groupingColDef: DataGridProProps<Entry>['groupingColDef'] = {
  headerName: 'Name',
  width: 300,
  renderCell: (params) => <NameCell {...params} />,
};

export default function TreeDataFullExample() {
  const gridRef = useGridName('Files of the site repository');
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        treeData
        rows={rows}
        columns={columns}
        getTreeDataPath={getTreeDataPath}
        groupingColDef={groupingColDef}
        defaultGroupingExpansionDepth={1}
        initialState={{
          sorting: { sortModel: [{ field: GRID_TREE_DATA_GROUPING_FIELD, sort: 'asc' }] },
        }}
        slots={{ toolbar: FilesToolbar }}
        hideFooter
      />
    </Box>
  );
}
