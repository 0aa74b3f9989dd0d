import * as React from 'react';
import { useTabs, TabsProvider } from '@mui/base/useTabs';
import { useTabsList, TabsListProvider } from '@mui/base/useTabsList';
import { useTab } from '@mui/base/useTab';
import { useTabPanel } from '@mui/base/useTabPanel';
import { useRtl } from '@mui/system/RtlProvider';

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
      <div
        {...getRootProps()}
        aria-label="Recipe"
        className="flex gap-1 rounded-[10px] bg-[#eef0f4] p-1 dark:bg-[#22262f]"
      >
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
      className="flex-1 cursor-pointer rounded-[7px] border-0 bg-transparent px-2.5 py-1.5 text-sm font-semibold text-[#3d4452] [font-family:inherit] aria-selected:bg-white aria-selected:text-[#171a21] aria-selected:shadow-[0_1px_3px_rgb(0_0_0/0.15)] data-[focus-visible]:outline data-[focus-visible]:outline-[3px] data-[focus-visible]:outline-offset-1 data-[focus-visible]:outline-[#8aaeff] dark:text-[#b8bfcc] dark:aria-selected:bg-[#3d4452] dark:aria-selected:text-[#f6f7f9]"
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
    <section
      {...getRootProps()}
      role="tabpanel"
      tabIndex={0}
      className="rounded-md px-1 py-3 focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-[#8aaeff] [&_ol]:m-0 [&_ol]:ps-5 [&_ul]:m-0 [&_ul]:ps-5"
    >
      {children}
    </section>
  );
}

export default function UseTabsHooks() {
  return (
    <div className="w-full max-w-[420px] text-sm">
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
