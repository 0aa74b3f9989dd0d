import * as React from 'react';
import { useTabs, TabsProvider } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { useRtl } from '@mui/system/RtlProvider';
import classes from './UseTabsHooks.module.css';

function RecipeTabs({ children }: { children: React.ReactNode }) {
  const isRtl = useRtl();
  // Arrow keys select as they move (automatic activation); the panels are instant.
  const { contextValue } = useTabs({
    defaultValue: 'ingredients',
    direction: isRtl ? 'rtl' : 'ltr',
    selectionFollowsFocus: true,
  });
  return <TabsProvider value={contextValue}>{children}</TabsProvider>;
}

function RecipeTabList({ children }: { children: React.ReactNode }) {
  const ref = React.useRef<HTMLDivElement>(null);
  // getRootProps carries role="tablist", the arrow/Home/End handler and the merged ref.
  const { contextValue, getRootProps } = useTabsList({ rootRef: ref });
  return (
    <TabsListProvider value={contextValue}>
      <div {...getRootProps()} aria-label="Recipe" className={classes.list}>
        {children}
      </div>
    </TabsListProvider>
  );
}

function RecipeTab({ value, children }: { value: string; children: React.ReactNode }) {
  const ref = React.useRef<HTMLButtonElement>(null);
  // Keyboard, focus and click handlers, role, aria-selected, aria-controls, id, tabIndex, ref.
  const { getRootProps, focusVisible } = useTab({ value, rootRef: ref });
  return (
    <button
      type="button"
      {...getRootProps()}
      className={classes.tab}
      data-focus-visible={focusVisible || undefined}
    >
      {children}
    </button>
  );
}

function RecipePanel({ value, children }: { value: string; children: React.ReactNode }) {
  const ref = React.useRef<HTMLElement>(null);
  // id, aria-labelledby, hidden and ref; the role is ours to add.
  const { getRootProps } = useTabPanel({ value, rootRef: ref });
  return (
    <section {...getRootProps()} role="tabpanel" tabIndex={0} className={classes.panel}>
      {children}
    </section>
  );
}

export default function UseTabsHooks() {
  return (
    <div className={classes.root}>
      <RecipeTabs>
        <RecipeTabList>
          <RecipeTab value="ingredients">Ingredients</RecipeTab>
          <RecipeTab value="method">Method</RecipeTab>
          <RecipeTab value="notes">Notes</RecipeTab>
        </RecipeTabList>
        <RecipePanel value="ingredients">
          <ul>
            <li>250 g red lentils</li>
            <li>1 tin of coconut milk</li>
            <li>2 tsp curry paste</li>
          </ul>
        </RecipePanel>
        <RecipePanel value="method">
          <ol>
            <li>Rinse the lentils.</li>
            <li>Simmer everything for 20 minutes.</li>
            <li>Season and serve with rice.</li>
          </ol>
        </RecipePanel>
        <RecipePanel value="notes">
          Keeps for three days in the fridge; it thickens overnight.
        </RecipePanel>
      </RecipeTabs>
    </div>
  );
}
