import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TranslateIcon from '@mui/icons-material/Translate';

// Each name is written in its own language, so each item carries a `lang` for screen readers.
const languages = [
  { code: 'de', name: 'Deutsch' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'fr', name: 'Français' },
  { code: 'it', name: 'Italiano' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'nb', name: 'Norsk' },
  { code: 'pl', name: 'Polski' },
  { code: 'pt', name: 'Português' },
  { code: 'fi', name: 'Suomi' },
  { code: 'sv', name: 'Svenska' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'cs', name: 'Čeština' },
  { code: 'el', name: 'Ελληνικά' },
  { code: 'uk', name: 'Українська' },
];

const ITEM_HEIGHT = 40;

export default function MaxHeightMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [language, setLanguage] = React.useState('English');
  const open = Boolean(anchorEl);

  return (
    <div>
      <IconButton
        aria-label={`Language: ${language}`}
        id="language-button"
        aria-controls={open ? 'language-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-haspopup="true"
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu
        id="language-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        MenuListProps={{ 'aria-labelledby': 'language-button', dense: true }}
        // Five and a half rows: the cut-off row shows that the list scrolls.
        slotProps={{ paper: { style: { maxHeight: ITEM_HEIGHT * 5.5, width: '20ch' } } }}
      >
        {languages.map((option) => (
          <MenuItem
            key={option.code}
            lang={option.code}
            selected={option.name === language}
            onClick={() => {
              setLanguage(option.name);
              setAnchorEl(null);
            }}
          >
            {option.name}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
