/** The site's colour scales (blue, grey, error, success, warning). Our own values, AA-checked. */
export const blue = {
  50: '#EFF6FF',
  100: '#D8EAFE',
  200: '#B3D6FD',
  300: '#7FB8FA',
  400: '#4A97F2',
  500: '#1F76E0',
  600: '#0D5FC4',
  700: '#0A4C9E',
  800: '#0B3D7D',
  900: '#0C2F5E',
} as const;

export const grey = {
  50: '#F7F8FA',
  100: '#EEF0F4',
  200: '#DDE1E8',
  300: '#C6CCD6',
  400: '#9AA3B2',
  500: '#6B7587',
  600: '#515B6C',
  700: '#3B4454',
  800: '#232A36',
  900: '#131821',
} as const;

export const error = {
  50: '#FEF2F2',
  100: '#FDE0E0',
  200: '#FBC1C1',
  300: '#F58E8E',
  400: '#EE5D5D',
  500: '#D93636',
  600: '#B92525',
  700: '#931E1E',
  800: '#711A1A',
  900: '#4D1212',
} as const;
export const success = {
  50: '#EFFBF3',
  100: '#D6F4E0',
  200: '#AEE8C3',
  300: '#74D49B',
  400: '#3FB873',
  500: '#1E9654',
  600: '#157A43',
  700: '#136137',
  800: '#124C2D',
  900: '#0D3620',
} as const;
export const warning = {
  50: '#FFF8EB',
  100: '#FEEDC7',
  200: '#FDD98A',
  300: '#FBBF47',
  400: '#F5A21A',
  500: '#D98308',
  600: '#B06404',
  700: '#8A4A07',
  800: '#6E3B0C',
  900: '#4A280A',
} as const;
