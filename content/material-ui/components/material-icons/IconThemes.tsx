import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SavingsIcon from '@mui/icons-material/Savings';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SavingsRoundedIcon from '@mui/icons-material/SavingsRounded';
import SavingsSharpIcon from '@mui/icons-material/SavingsSharp';
import SavingsTwoToneIcon from '@mui/icons-material/SavingsTwoTone';

const themes = [
  { name: 'Savings', Icon: SavingsIcon },
  { name: 'SavingsOutlined', Icon: SavingsOutlinedIcon },
  { name: 'SavingsRounded', Icon: SavingsRoundedIcon },
  { name: 'SavingsTwoTone', Icon: SavingsTwoToneIcon },
  { name: 'SavingsSharp', Icon: SavingsSharpIcon },
];

export default function IconThemes() {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))',
        gap: 2,
        padding: 0,
        margin: 0,
        listStyle: 'none',
      }}
    >
      {themes.map(({ name, Icon }) => (
        <Box
          component="li"
          key={name}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <Icon sx={{ fontSize: 40 }} />
          <Typography variant="caption" component="code">
            {name}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
