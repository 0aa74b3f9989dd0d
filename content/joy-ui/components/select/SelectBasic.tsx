import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Typography from '@mui/joy/Typography';

export default function SelectBasic() {
  const [zone, setZone] = React.useState<string | null>('Europe/Paris');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Time zone</FormLabel>
        <Select value={zone} onChange={(_event, value) => setZone(value)} name="timezone">
          <Option value="America/New_York">New York (UTC−5)</Option>
          <Option value="Europe/London">London (UTC+0)</Option>
          <Option value="Europe/Paris">Paris (UTC+1)</Option>
          <Option value="Asia/Tokyo">Tokyo (UTC+9)</Option>
        </Select>
      </FormControl>
      <FormControl>
        <FormLabel>Language</FormLabel>
        {/* Joy dims the placeholder to 0.64, below AA contrast on a light surface. */}
        <Select placeholder="Choose a language" sx={{ '--Select-placeholderOpacity': 0.8 }}>
          <Option value="en">English</Option>
          <Option value="fr">Français</Option>
          <Option value="ar">العربية</Option>
        </Select>
      </FormControl>
      <Typography level="body-sm">Time zone value: {zone ?? 'none'}</Typography>
    </Box>
  );
}
