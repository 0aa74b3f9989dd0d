import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

/** Pulls the variable name out of `var(--name)` or `var(--name, fallback)`. */
function variableName(reference: string): string {
  return /var\((--[^,)]+)/.exec(reference)?.[1] ?? reference;
}

export default function CssVarsInspector() {
  const theme = useTheme();
  const ref = React.useRef<HTMLDivElement>(null);
  const vars = theme.vars;
  const references = React.useMemo(
    () =>
      vars
        ? [
            vars.palette.primary.main,
            vars.palette.background.paper,
            vars.palette.text.secondary,
            vars.palette.divider,
            vars.shape.borderRadius,
            vars.zIndex.modal,
          ].map((value) => variableName(String(value)))
        : [],
    [vars],
  );
  const [values, setValues] = React.useState<Record<string, string>>({});

  React.useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // Reads computed values after each scheme change (an attribute on <html>).
    const read = () => {
      const style = getComputedStyle(element);
      setValues(
        Object.fromEntries(references.map((name) => [name, style.getPropertyValue(name).trim()])),
      );
    };
    read();
    const observer = new MutationObserver(read);
    observer.observe(document.documentElement, { attributes: true });
    return () => observer.disconnect();
  }, [references]);

  if (!vars) return <p>This page does not use CSS variables.</p>;
  return (
    <Box
      ref={ref}
      component="table"
      sx={{ width: '100%', borderCollapse: 'collapse', fontSize: 14 }}
    >
      <caption style={{ textAlign: 'start', paddingBlockEnd: 8 }}>
        Variables of this site’s theme
      </caption>
      <thead>
        <tr>
          <Box component="th" sx={{ textAlign: 'start', p: 1 }}>
            Variable
          </Box>
          <Box component="th" sx={{ textAlign: 'start', p: 1 }}>
            Current value
          </Box>
        </tr>
      </thead>
      <tbody>
        {references.map((name) => (
          <Box component="tr" key={name} sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Box component="td" sx={{ p: 1, fontFamily: 'monospace' }}>
              {name}
            </Box>
            <Box component="td" sx={{ p: 1, fontFamily: 'monospace' }}>
              {values[name] ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                  {name.includes('palette') ? (
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        width: 14,
                        height: 14,
                        border: 1,
                        borderColor: 'divider',
                        bgcolor: `var(${name})`,
                      }}
                    />
                  ) : null}
                  {values[name]}
                </Box>
              ) : (
                '…'
              )}
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}
