import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useCodePreferences } from '@/preferences/CodePreferencesProvider';
import type { CodeVariant } from '@/preferences/codeVariant';
import type { DemoBlock } from './pageData';

interface DemoProps {
  demo: DemoBlock;
  component: React.ComponentType | undefined;
  Wrapper?: React.ComponentType<{ children: React.ReactNode }>;
}

function demoAnchor(name: string) {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

export default function Demo({ demo, component: Component, Wrapper = React.Fragment }: DemoProps) {
  const { codeVariant, setCodeVariant } = useCodePreferences();
  const { options } = demo;
  const id = demoAnchor(demo.name);
  return (
    <Box
      component="section"
      id={id}
      aria-label={`${demo.name} demo`}
      sx={{ my: 3 }}
      data-demo={demo.id}
    >
      <Box
        className="demo-preview"
        sx={{
          p: options.bg === 'inline' ? 0 : 3,
          border: options.bg === 'inline' ? 0 : 1,
          borderColor: 'divider',
          borderRadius: options.hideToolbar ? 1 : '12px 12px 0 0',
          display: 'flex',
          justifyContent: 'center',
          maxWidth: options.maxWidth,
          minHeight: options.height,
          overflow: 'auto',
          ...(options.bg === 'gradient'
            ? {
                background:
                  'linear-gradient(135deg, var(--mui-palette-primary-light), transparent 60%)',
              }
            : {}),
        }}
      >
        <Box sx={{ width: '100%' }}>
          <Wrapper>{Component ? <Component /> : null}</Wrapper>
        </Box>
      </Box>
      {options.hideToolbar ? null : (
        <Box
          role="toolbar"
          aria-label={`${demo.name} demo toolbar`}
          sx={{
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1,
            px: 1,
            py: 0.5,
            border: 1,
            borderTop: 0,
            borderColor: 'divider',
            borderRadius: '0 0 12px 12px',
          }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={codeVariant}
            onChange={(_event, value: CodeVariant | null) => value && setCodeVariant(value)}
            aria-label="Code language"
          >
            <ToggleButton value="TS" data-testid="code-variant-ts" sx={{ py: 0.25 }}>
              TS
            </ToggleButton>
            <ToggleButton value="JS" data-testid="code-variant-js" sx={{ py: 0.25 }}>
              JS
            </ToggleButton>
          </ToggleButtonGroup>
        </Box>
      )}
    </Box>
  );
}
