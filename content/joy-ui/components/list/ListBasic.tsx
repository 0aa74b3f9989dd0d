import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';

const files = [
  {
    name: 'Quarterly report.pdf',
    meta: '2.4 MB · edited 2 hours ago',
    icon: <DescriptionOutlined />,
  },
  { name: 'Budget 2026.xlsx', meta: '640 KB · edited yesterday', icon: <TableChartOutlined /> },
  { name: 'Team photo.jpg', meta: '5.1 MB · added 3 March', icon: <ImageOutlined /> },
];

export default function ListBasic() {
  return (
    <List aria-label="Recent files" sx={{ maxWidth: 360 }}>
      {files.map((file) => (
        <ListItem key={file.name}>
          <ListItemDecorator>{file.icon}</ListItemDecorator>
          <ListItemContent>
            <Typography level="title-sm">{file.name}</Typography>
            <Typography level="body-xs" noWrap>
              {file.meta}
            </Typography>
          </ListItemContent>
        </ListItem>
      ))}
    </List>
  );
}
