import * as React from 'react';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Tooltip from '@mui/joy/Tooltip';

const files = [
  'invoice.pdf',
  'harbour-bridge-survey-final-revision-with-structural-comments.pdf',
  'notes.txt',
  'tram-depot-roof-drainage-calculations-appendix-b.xlsx',
];

/** A file link whose tooltip shows the full name, but only when the name is cut off. */
function FileLink({ name }: { name: string }) {
  const [truncated, setTruncated] = React.useState(false);
  const check = (node: HTMLElement) => setTruncated(node.scrollWidth > node.clientWidth);
  return (
    <Tooltip title={truncated ? name : ''} describeChild placement="top-start" size="sm">
      <Link
        href="#tooltips-for-cut-off-text"
        onMouseEnter={(event) => check(event.currentTarget)}
        onFocus={(event) => check(event.currentTarget)}
        sx={{
          display: 'block',
          maxWidth: '100%',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {name}
      </Link>
    </Tooltip>
  );
}

export default function TooltipTruncated() {
  return (
    <List aria-label="Attachments" variant="outlined" sx={{ maxWidth: 260, borderRadius: 'sm' }}>
      {files.map((file) => (
        <ListItem key={file}>
          <FileLink name={file} />
        </ListItem>
      ))}
    </List>
  );
}
