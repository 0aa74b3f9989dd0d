import type * as React from 'react';
import { useCodePreferences } from '@/preferences/useCodePreferences';
import type { CodeStyling } from '@/model/codeVariants';
import { variantStylesheetPath } from '@/model/demoSourcesFile';
import { demoComponent } from './demoComponent';
import { demoRegistryKey, demoStyling, type DemoRegistry } from '@/model/demoRegistry';
import type { DemoBlock } from '@/model/bodyBlocks';

/**
 * The demo component to show and its styling: the visitor's code styling when the demo has that
 * variant (MUI System while live editing, which edits that version). A Tailwind or CSS variant comes
 * with the stylesheet compiled for it at build time.
 */
export function useShownDemo(
  demo: DemoBlock,
  registry: DemoRegistry,
  editing = false,
): {
  styling: CodeStyling;
  Component: React.ComponentType | undefined;
  stylesheet: React.ReactNode;
} {
  const { codeStyling } = useCodePreferences();
  const styling = editing ? 'System' : demoStyling(demo, codeStyling);
  return {
    styling,
    Component: (
      demoComponent(registry, demoRegistryKey(demo.id, styling)) ?? demoComponent(registry, demo.id)
    )?.Component,
    stylesheet:
      styling === 'System' ? null : (
        <link rel="stylesheet" href={variantStylesheetPath(demo.id, styling)} />
      ),
  };
}
