import Box from '@mui/material/Box';
import { createTheme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const prefixes = ['mui', 'acme', ''];

export default function PrefixPreview() {
  return (
    <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}>
      <caption style={{ textAlign: 'start', paddingBlockEnd: 8 }}>
        theme.vars.palette.primary.main for each prefix
      </caption>
      <thead>
        <tr>
          <Box component="th" sx={{ textAlign: 'start', p: 1 }}>
            cssVarPrefix
          </Box>
          <Box component="th" sx={{ textAlign: 'start', p: 1 }}>
            Reference
          </Box>
        </tr>
      </thead>
      <tbody>
        {prefixes.map((prefix) => {
          const theme = createTheme({ cssVariables: { cssVarPrefix: prefix } });
          return (
            <Box component="tr" key={prefix} sx={{ borderTop: 1, borderColor: 'divider' }}>
              <Box component="td" sx={{ p: 1, fontFamily: 'monospace' }}>
                {prefix ? `'${prefix}'` : "''"}
              </Box>
              <Box component="td" sx={{ p: 1, fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                {String(theme.vars?.palette.primary.main)}
              </Box>
            </Box>
          );
        })}
      </tbody>
    </Box>
  );
}
