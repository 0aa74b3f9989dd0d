/** The code-styling menu, loaded only when a visitor opens it (Menu is not in the page's bundle). */
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { CodeStyling } from '@/model/codeVariants';

export interface StylingMenuProps {
  anchorEl: HTMLElement;
  stylings: CodeStyling[];
  value: CodeStyling;
  labelOf: (styling: CodeStyling) => string;
  onChange: (styling: CodeStyling) => void;
  onClose: () => void;
}

export default function StylingMenu({
  anchorEl,
  stylings,
  value,
  labelOf,
  onChange,
  onClose,
}: StylingMenuProps) {
  return (
    <Menu anchorEl={anchorEl} open onClose={onClose}>
      {stylings.map((styling) => (
        <MenuItem
          key={styling}
          selected={styling === value}
          onClick={() => {
            onChange(styling);
            onClose();
          }}
        >
          {labelOf(styling)}
        </MenuItem>
      ))}
    </Menu>
  );
}
