import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';

const files = [
  { name: 'Winter timetable', format: 'PDF', size: '240 KB', file: 'winter-timetable.pdf' },
  { name: 'Fares 2027', format: 'CSV', size: '12 KB', file: 'fares-2027.csv' },
];

// A tiny local file, so the demo downloads something without the network.
const href = `data:text/plain;charset=utf-8,${encodeURIComponent('Timetables are published every season.')}`;

export default function LinkDownload() {
  return (
    <List aria-label="Downloads" sx={{ '--ListItem-paddingX': '0px' }}>
      {files.map((item) => (
        <ListItem key={item.file}>
          <Link href={href} download={item.file} startDecorator={<FileDownloadOutlined />}>
            {item.name}
            <Typography component="span" level="body-sm" textColor="text.secondary">
              &nbsp;({item.format}, {item.size})
            </Typography>
          </Link>
        </ListItem>
      ))}
    </List>
  );
}
