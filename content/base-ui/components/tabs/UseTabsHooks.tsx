import * as React from 'react';
import { useTabs, TabsProvider } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { useRtl } from '@mui/system/RtlProvider';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  width: '100%',
  maxWidth: 420,
  fontSize: '0.875rem',
  '& .list': { display: 'flex', gap: 4, padding: 4, borderRadius: 10, backgroundColor: '#eef0f4' },
  '& .tab': {
    flex: 1,
    padding: '6px 10px',
    border: 0,
    borderRadius: 7,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: '#3d4452',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  "& .tab[aria-selected='true']": {
    color: '#171a21',
    backgroundColor: '#fff',
    boxShadow: '0 1px 3px rgb(0 0 0 / 0.15)',
  },
  '& .tab[data-focus-visible]': { outline: '3px solid #8aaeff', outlineOffset: 1 },
  '& .panel': { padding: '12px 4px', borderRadius: 6 },
  '& .panel:focus-visible': { outline: '3px solid #8aaeff' },
  '& .panel ul, & .panel ol': { margin: 0, paddingInlineStart: 20 },
  ...theme.applyStyles('dark', {
    '& .list': { backgroundColor: '#22262f' },
    '& .tab': { color: '#b8bfcc' },
    "& .tab[aria-selected='true']": { color: '#f6f7f9', backgroundColor: '#3d4452' },
  }),
}));

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
      <div {...getRootProps()} aria-label="Recipe" className="list">
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
      className="tab"
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
    <section {...getRootProps()} role="tabpanel" tabIndex={0} className="panel">
      {children}
    </section>
  );
}

export default function UseTabsHooks() {
  return (
    <Styles>
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
    </Styles>
  );
}
