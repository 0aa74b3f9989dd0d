/** Joy demos in the frame: Joy's provider, as on the page, in the page's colour scheme. */
import type * as React from 'react';
import { useColorScheme } from '@mui/joy/styles';
import JoyDemoProvider from '@/demo/JoyDemoProvider';
import { useSchemeSync } from './frameScheme';

function JoyScheme() {
  useSchemeSync(useColorScheme().setMode);
  return null;
}

export default function JoyFrameWrapper({ children }: { children: React.ReactNode }) {
  return (
    <JoyDemoProvider>
      <JoyScheme />
      {children}
    </JoyDemoProvider>
  );
}
