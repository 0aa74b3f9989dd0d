import * as React from 'react';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslate } from '@/i18n/I18nProvider';
import { getSiteProduct, SITE_PRODUCTS } from '@/products/products';
import { loadSearchEngine } from './loadSearchEngine';
import { addRecentSearch, clearRecentSearches, readRecentSearches } from './recentSearches';
import { snippet, type SearchEngine, type SearchGroup, type SearchHit } from '@/model/searchEngine';

const LISTBOX_ID = 'search-results';
const optionId = (index: number) => `search-option-${index}`;

type Option = { kind: 'hit'; hit: SearchHit } | { kind: 'recent'; query: string };

function productName(id: string): string {
  return getSiteProduct(id)?.name ?? id;
}

function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return (
    <>
      {snippet(text, terms).map((part, i) =>
        part.hit ? (
          <mark key={i}>{part.text}</mark>
        ) : (
          <React.Fragment key={i}>{part.text}</React.Fragment>
        ),
      )}
    </>
  );
}

function useSearchEngine(open: boolean) {
  const [engine, setEngine] = React.useState<SearchEngine | null>(null);
  const [failed, setFailed] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  React.useEffect(() => {
    if (!open || engine) return;
    let live = true;
    setFailed(false);
    loadSearchEngine().then(
      (loaded) => live && setEngine(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, engine, attempt]);
  return { engine, failed, retry: () => setAttempt((n) => n + 1) };
}

export default function SearchDialog({
  open,
  onClose,
  currentProduct,
}: {
  open: boolean;
  onClose: () => void;
  currentProduct: string | null;
}) {
  const t = useTranslate();
  const { engine, failed, retry } = useSearchEngine(open);
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(0);
  const [recent, setRecent] = React.useState<string[]>([]);
  const listRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    if (open) setRecent(readRecentSearches());
  }, [open]);

  const groups: SearchGroup[] = React.useMemo(
    () => (engine && query.trim() ? engine.search(query, currentProduct) : []),
    [engine, query, currentProduct],
  );
  const options: Option[] = React.useMemo(
    () =>
      query.trim()
        ? groups.flatMap((group) => group.hits.map((hit): Option => ({ kind: 'hit', hit })))
        : recent.map((item): Option => ({ kind: 'recent', query: item })),
    [groups, recent, query],
  );

  React.useEffect(() => setActive(0), [query]);
  React.useEffect(() => {
    listRef.current?.querySelector(`#${optionId(active)}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const go = (hit: SearchHit) => {
    setRecent(addRecentSearch(query));
    // The next open starts fresh, showing this query among the recent ones.
    setQuery('');
    onClose();
    window.location.assign(hit.doc.url);
  };
  const choose = (option: Option | undefined) => {
    if (!option) return;
    if (option.kind === 'recent') setQuery(option.query);
    else go(option.hit);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    const last = options.length - 1;
    if (event.key === 'ArrowDown') setActive((i) => (i >= last ? 0 : i + 1));
    else if (event.key === 'ArrowUp') setActive((i) => (i <= 0 ? last : i - 1));
    else if (event.key === 'Home' && event.ctrlKey) setActive(0);
    else if (event.key === 'End' && event.ctrlKey) setActive(last);
    else if (event.key === 'Enter') choose(options[active]);
    else return;
    event.preventDefault();
  };

  const searching = Boolean(query.trim());
  const nothingHere =
    searching &&
    groups.length > 0 &&
    currentProduct !== null &&
    groups[0]!.product !== currentProduct;
  let index = -1;
  const optionProps = (i: number) => ({
    id: optionId(i),
    role: 'option',
    'aria-selected': i === active,
    className: `search-option${i === active ? ' search-option-active' : ''}`,
    onMouseMove: () => setActive(i),
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="search-dialog-title"
      PaperProps={{
        className: 'search-dialog',
        sx: { alignSelf: 'flex-start', mt: { xs: 2, sm: 8 } },
      }}
      data-testid="search-dialog"
    >
      <h2 id="search-dialog-title" className="visually-hidden">
        {t('search.dialogTitle')}
      </h2>
      <div className="search-input-row">
        <SearchIcon aria-hidden className="search-input-icon" />
        <input
          autoFocus
          className="search-input"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={LISTBOX_ID}
          aria-autocomplete="list"
          aria-activedescendant={options.length ? optionId(active) : undefined}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          data-testid="search-input"
        />
        <IconButton size="small" onClick={onClose} aria-label={t('search.close')}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </div>

      {/* Focusable so the results can be scrolled from the keyboard, as well as with the arrow keys in the input. */}
      <div
        className="search-body"
        ref={listRef}
        tabIndex={0}
        aria-label={t('search.resultsRegion')}
        role="region"
      >
        {failed ? (
          <p className="search-message" role="alert">
            {t('search.loadError')}{' '}
            <button type="button" className="search-link-button" onClick={retry}>
              {t('search.retry')}
            </button>
          </p>
        ) : !engine && searching ? (
          <p className="search-message" role="status">
            {t('search.loading')}
          </p>
        ) : null}

        {!searching && recent.length ? (
          <div className="search-group">
            <div className="search-group-header">
              <span id="search-recent-label">{t('search.recent')}</span>
              <button
                type="button"
                className="search-link-button"
                onClick={() => {
                  clearRecentSearches();
                  setRecent([]);
                }}
              >
                {t('search.clearRecent')}
              </button>
            </div>
            <div role="listbox" id={LISTBOX_ID} aria-labelledby="search-recent-label">
              {recent.map((item) => {
                index += 1;
                const i = index;
                return (
                  <div key={item} {...optionProps(i)} onClick={() => setQuery(item)}>
                    <HistoryIcon fontSize="small" aria-hidden className="search-option-icon" />
                    <span className="search-option-title">{item}</span>
                  </div>
                );
              })}
            </div>
          </div>
        ) : null}

        {searching && engine ? (
          groups.length ? (
            <>
              {nothingHere ? (
                <p className="search-message">
                  {t('search.noResultsHere').replace('{product}', productName(currentProduct!))}
                </p>
              ) : null}
              <div
                role="listbox"
                id={LISTBOX_ID}
                aria-label={t('search.label')}
                data-testid="search-results"
                data-query={query}
              >
                {groups.map((group) => (
                  <div
                    role="group"
                    key={group.product}
                    aria-labelledby={`search-group-${group.product}`}
                    className="search-group"
                    data-product={group.product}
                  >
                    <div
                      className="search-group-header"
                      id={`search-group-${group.product}`}
                      role="presentation"
                    >
                      {productName(group.product)}
                    </div>
                    {group.hits.map((hit) => {
                      index += 1;
                      const i = index;
                      return (
                        <a
                          key={hit.doc.id}
                          {...optionProps(i)}
                          href={hit.doc.url}
                          tabIndex={-1}
                          data-url={hit.doc.url}
                          onClick={(event) => {
                            if (
                              event.metaKey ||
                              event.ctrlKey ||
                              event.shiftKey ||
                              event.button !== 0
                            )
                              return;
                            event.preventDefault();
                            go(hit);
                          }}
                        >
                          <span className="search-option-title">
                            {hit.doc.kind === 'page' || hit.doc.kind === 'api' ? (
                              hit.doc.page
                            ) : (
                              <>
                                <span className="search-option-page">{hit.doc.page} › </span>
                                {hit.doc.kind === 'member' ? (
                                  <code>{hit.doc.heading}</code>
                                ) : (
                                  hit.doc.heading
                                )}
                              </>
                            )}
                          </span>
                          {hit.doc.text ? (
                            <span className="search-option-snippet">
                              <Highlighted text={hit.doc.text} terms={hit.terms} />
                            </span>
                          ) : null}
                        </a>
                      );
                    })}
                  </div>
                ))}
              </div>
            </>
          ) : (
            <div className="search-message" data-testid="search-no-results" data-query={query}>
              <p>
                {t('search.noResults')} “<strong>{query.trim()}</strong>”.
              </p>
              <p>{t('search.tryProducts')}</p>
              <ul className="search-products">
                {SITE_PRODUCTS.filter((p) => p.listed && p.id !== currentProduct).map((p) => (
                  <li key={p.id}>
                    <a href={p.landing} onClick={onClose}>
                      {p.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )
        ) : null}
      </div>

      <div className="search-footer" aria-hidden>
        <span>
          <kbd>↑</kbd>
          <kbd>↓</kbd> {t('search.hintNavigate')}
        </span>
        <span>
          <kbd>↵</kbd> {t('search.hintOpen')}
        </span>
        <span>
          <kbd>Esc</kbd> {t('search.hintClose')}
        </span>
      </div>
    </Dialog>
  );
}
