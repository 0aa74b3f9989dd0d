import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import FolderRounded from '@mui/icons-material/FolderRounded';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import UploadRounded from '@mui/icons-material/UploadRounded';

type Kind = 'Document' | 'Image' | 'Spreadsheet';

interface FileEntry {
  name: string;
  folder: string;
  kind: Kind;
  size: string;
  modified: string;
  owner: string;
  sharedWith: string[];
}

const folders = ['Brand', 'Finance', 'Research', 'Contracts'];

const files: FileEntry[] = [
  {
    name: 'logo-guidelines.pdf',
    folder: 'Brand',
    kind: 'Document',
    size: '4.2 MB',
    modified: '26 Nov 2026',
    owner: 'Priya Nair',
    sharedWith: ['Owen Price', 'Sofia Berg', 'Tariq Aziz'],
  },
  {
    name: 'hero-banner.png',
    folder: 'Brand',
    kind: 'Image',
    size: '1.8 MB',
    modified: '25 Nov 2026',
    owner: 'Owen Price',
    sharedWith: ['Priya Nair'],
  },
  {
    name: 'budget-2027.xlsx',
    folder: 'Finance',
    kind: 'Spreadsheet',
    size: '312 KB',
    modified: '24 Nov 2026',
    owner: 'Sofia Berg',
    sharedWith: ['Priya Nair', 'Tariq Aziz'],
  },
  {
    name: 'q3-expenses.xlsx',
    folder: 'Finance',
    kind: 'Spreadsheet',
    size: '188 KB',
    modified: '2 Oct 2026',
    owner: 'Sofia Berg',
    sharedWith: [],
  },
  {
    name: 'interview-notes.docx',
    folder: 'Research',
    kind: 'Document',
    size: '96 KB',
    modified: '20 Nov 2026',
    owner: 'Tariq Aziz',
    sharedWith: ['Owen Price', 'Sofia Berg', 'Priya Nair', 'Lena Vogel'],
  },
  {
    name: 'usability-session.jpg',
    folder: 'Research',
    kind: 'Image',
    size: '2.6 MB',
    modified: '18 Nov 2026',
    owner: 'Tariq Aziz',
    sharedWith: ['Lena Vogel'],
  },
  {
    name: 'supplier-agreement.pdf',
    folder: 'Contracts',
    kind: 'Document',
    size: '740 KB',
    modified: '11 Nov 2026',
    owner: 'Lena Vogel',
    sharedWith: ['Sofia Berg'],
  },
];

const kindIcon: Record<Kind, React.ReactElement> = {
  Document: <InsertDriveFileOutlined />,
  Image: <ImageOutlined />,
  Spreadsheet: <TableChartOutlined />,
};

const kindColor = { Document: 'primary', Image: 'warning', Spreadsheet: 'success' } as const;

function formatSize(bytes: number) {
  return bytes >= 1e6
    ? `${(bytes / 1e6).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1e3))} KB`;
}

function kindOf(upload: File): Kind {
  if (upload.type.startsWith('image/')) {
    return 'Image';
  }
  return /\.(xlsx?|csv|ods)$/i.test(upload.name) ? 'Spreadsheet' : 'Document';
}

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function FileManager() {
  const [entries, setEntries] = React.useState(files);
  const [folder, setFolder] = React.useState<string | null>(null);
  const [query, setQuery] = React.useState('');
  const [selected, setSelected] = React.useState<string | null>('logo-guidelines.pdf');
  const uploadRef = React.useRef<HTMLInputElement>(null);
  const file = entries.find((entry) => entry.name === selected);

  const shown = entries.filter(
    (entry) =>
      (folder === null || entry.folder === folder) &&
      entry.name.toLowerCase().includes(query.toLowerCase()),
  );

  return (
    <Box
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.body',
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 320px' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 3, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-end' }}>
          <Box sx={{ flex: '1 1 240px' }}>
            <Breadcrumbs aria-label="Location" sx={{ p: 0, mb: 0.5 }} size="sm">
              {folder ? (
                <Link component="button" onClick={() => setFolder(null)}>
                  My files
                </Link>
              ) : (
                <Typography aria-current="page">My files</Typography>
              )}
              {folder ? <Typography aria-current="page">{folder}</Typography> : null}
            </Breadcrumbs>
            <Typography level="h2" component="h1">
              {folder ?? 'My files'}
            </Typography>
          </Box>
          <Input
            startDecorator={<SearchRounded />}
            placeholder="File name"
            aria-label="Search files"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            sx={{ flex: { xs: '1 1 100%', sm: '0 1 240px' } }}
          />
          <Button startDecorator={<UploadRounded />} onClick={() => uploadRef.current?.click()}>
            Upload
          </Button>
          <input
            ref={uploadRef}
            type="file"
            multiple
            hidden
            onChange={(event) => {
              // The files stay in the browser: only their names and sizes are listed.
              const added = Array.from(event.target.files ?? []).map((upload) => ({
                name: upload.name,
                folder: folder ?? 'My files',
                kind: kindOf(upload),
                size: formatSize(upload.size),
                modified: 'Today',
                owner: 'You',
                sharedWith: [],
              }));
              setEntries((list) => [
                ...added,
                ...list.filter((entry) => !added.some((item) => item.name === entry.name)),
              ]);
              const [first] = added;
              if (first) {
                setSelected(first.name);
              }
              event.target.value = '';
            }}
          />
        </Box>

        {folder === null ? (
          <section aria-labelledby="files-folders-heading">
            <Typography id="files-folders-heading" level="title-lg" component="h2" sx={{ mb: 1.5 }}>
              Folders
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                m: 0,
                p: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 160px), 1fr))',
              }}
            >
              {folders.map((name) => {
                const count = entries.filter((entry) => entry.folder === name).length;
                return (
                  <Card
                    key={name}
                    component="li"
                    variant="outlined"
                    orientation="horizontal"
                    sx={{ alignItems: 'center', '&:hover': { bgcolor: 'background.level1' } }}
                  >
                    <FolderRounded color="primary" />
                    <div>
                      <Link
                        component="button"
                        overlay
                        underline="none"
                        textColor="text.primary"
                        fontWeight="md"
                        onClick={() => setFolder(name)}
                      >
                        {name}
                      </Link>
                      <Typography level="body-xs">
                        {count} {count === 1 ? 'file' : 'files'}
                      </Typography>
                    </div>
                  </Card>
                );
              })}
            </Box>
          </section>
        ) : null}

        <section aria-labelledby="files-table-heading">
          <Typography id="files-table-heading" level="title-lg" component="h2" sx={{ mb: 1.5 }}>
            {folder ? 'Files' : 'Recent files'}
          </Typography>
          <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'hidden' }}>
            <Table
              hoverRow
              sx={{
                '& th, & td': { paddingInline: 1.5 },
                '& .files-wide': { display: { xs: 'none', sm: 'table-cell' } },
                '& tr[aria-selected="true"] td': { bgcolor: 'primary.softBg' },
              }}
            >
              <thead>
                <tr>
                  <th style={{ width: '50%' }}>Name</th>
                  <th>Modified</th>
                  <th className="files-wide">Size</th>
                  <th className="files-wide">Owner</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((entry) => (
                  <tr key={entry.name} aria-selected={entry.name === selected}>
                    <td>
                      <Link
                        component="button"
                        color="neutral"
                        textColor="text.primary"
                        startDecorator={kindIcon[entry.kind]}
                        onClick={() => setSelected(entry.name)}
                        sx={{
                          '--Icon-color': `var(--joy-palette-${kindColor[entry.kind]}-plainColor)`,
                          wordBreak: 'break-all',
                          textAlign: 'start',
                        }}
                      >
                        {entry.name}
                      </Link>
                    </td>
                    <td>{entry.modified}</td>
                    <td className="files-wide">{entry.size}</td>
                    <td className="files-wide">{entry.owner}</td>
                  </tr>
                ))}
                {shown.length === 0 ? (
                  <tr>
                    <td colSpan={4}>No file matches “{query}”.</td>
                  </tr>
                ) : null}
              </tbody>
            </Table>
          </Sheet>
        </section>
      </Box>

      {file ? (
        <Sheet
          component="section"
          aria-labelledby="files-details-heading"
          sx={{
            p: { xs: 2, sm: 3 },
            display: 'grid',
            gap: 2,
            borderInlineStart: { lg: '1px solid' },
            borderTop: { xs: '1px solid', lg: 'none' },
            borderColor: { xs: 'divider', lg: 'divider' },
            minHeight: { lg: '100vh' },
            minWidth: 0,
          }}
        >
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography
              id="files-details-heading"
              level="title-lg"
              component="h2"
              sx={{ flex: 1, wordBreak: 'break-all' }}
            >
              {file.name}
            </Typography>
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Close details"
              onClick={() => setSelected(null)}
            >
              <CloseRounded />
            </IconButton>
          </Box>
          <AspectRatio
            ratio="16/9"
            variant="soft"
            color={kindColor[file.kind]}
            sx={{ borderRadius: 'md', '--Icon-fontSize': '3rem' }}
          >
            <div>{kindIcon[file.kind]}</div>
          </AspectRatio>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              columnGap: 2,
              rowGap: 1,
              '& dt': { color: 'text.tertiary', fontSize: 'sm' },
              '& dd': { m: 0, fontSize: 'sm', color: 'text.primary' },
            }}
          >
            <dt>Type</dt>
            <dd>{file.kind}</dd>
            <dt>Size</dt>
            <dd>{file.size}</dd>
            <dt>Folder</dt>
            <dd>{file.folder}</dd>
            <dt>Owner</dt>
            <dd>{file.owner}</dd>
            <dt>Modified</dt>
            <dd>{file.modified}</dd>
          </Box>
          <Divider />
          <div>
            <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>
              Shared with
            </Typography>
            {file.sharedWith.length > 0 ? (
              <AvatarGroup size="sm" role="list">
                {file.sharedWith.map((person) => (
                  <Avatar key={person} role="listitem" title={person}>
                    <span aria-hidden>{initials(person)}</span>
                    <Box
                      component="span"
                      sx={{
                        position: 'absolute',
                        width: '1px',
                        height: '1px',
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                      }}
                    >
                      {person}
                    </Box>
                  </Avatar>
                ))}
              </AvatarGroup>
            ) : (
              <Typography level="body-sm">Only the owner</Typography>
            )}
          </div>
          <Button variant="soft" startDecorator={<DownloadRounded />}>
            Download
          </Button>
        </Sheet>
      ) : null}
    </Box>
  );
}
