import * as React from 'react';
import dynamic from 'next/dynamic';
import ButtonBase from '@mui/material/ButtonBase';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from '@/i18n/I18nProvider';

/** The dialog, the engine and the index load when search first opens. */
const SearchDialog = dynamic(() => import('./SearchDialog'), { ssr: false });
const preloadDialog = () => {
  import('./SearchDialog').catch(() => {
    // Retried when the dialog opens.
  });
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="textbox"], [contenteditable="true"]') !== null
  );
}

/** Ctrl/Cmd+K anywhere, `/` when not typing in a field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k')
    return true;
  return (
    event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !isTyping(event.target)
  );
}

export default function SearchButton({ currentProduct }: { currentProduct: string | null }) {
  const t = useTranslate();
  const [open, setOpen] = React.useState(false);
  const [used, setUsed] = React.useState(false);
  const [isMac, setIsMac] = React.useState(false);

  React.useEffect(() => {
    setIsMac(/mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      event.preventDefault();
      setUsed(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <ButtonBase
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        onMouseEnter={preloadDialog}
        onFocus={preloadDialog}
        aria-label={t('search.label')}
        aria-keyshortcuts="Control+K Meta+K /"
        data-testid="open-search"
        className="search-button"
      >
        <SearchIcon fontSize="small" />
        <span className="search-button-text">{t('search.button')}</span>
        <kbd className="search-button-kbd" aria-hidden>
          {isMac ? '⌘' : 'Ctrl'} K
        </kbd>
      </ButtonBase>
      {used ? (
        <SearchDialog open={open} onClose={() => setOpen(false)} currentProduct={currentProduct} />
      ) : null}
    </>
  );
}
