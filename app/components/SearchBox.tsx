// The site search: loads the full-text index on first use, then answers as the reader types.
import { useEffect, useId, useRef, useState } from 'react';
import {
  createShardedSearch,
  highlightParts,
  type SearchHit,
  type ShardedSearch,
} from '../../src/search/index';
import { hrefFor } from '../routing/routes';
import { navigate, useRoute } from '../routing/router';
import { useT } from '../i18n/use-t';
import { TID } from '../testids';
import { useBrowserValue } from '../hooks/use-hydrated';

let indexPromise: Promise<ShardedSearch> | null = null;
/** The search: its manifest and shards are fetched as a query needs them (and kept). */
function loadIndex(): Promise<ShardedSearch> {
  indexPromise ??= import('virtual:wiki-search').then(({ searchBase }) =>
    createShardedSearch(async (path) => {
      const res = await fetch(searchBase + path);
      if (!res.ok) throw new Error(`search index ${path}: ${res.status}`);
      return (await res.json()) as unknown;
    }),
  );
  return indexPromise;
}

export function SearchBox() {
  const t = useT();
  const narrow = useNarrow();
  const { lang } = useRoute();
  const [query, setQuery] = useState('');
  const [index, setIndex] = useState<ShardedSearch | null>(null);
  const [found, setFound] = useState<{ key: string; hits: SearchHit[] }>({ key: '', hits: [] });
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  const key = `${lang}\u0000${query.trim()}`;
  useEffect(() => {
    if (!index || !query.trim()) return;
    let live = true;
    void index.search(query, { lang, limit: 8 }).then(
      (hits) => live && setFound({ key, hits }),
      () => live && setFound({ key, hits: [] }),
    );
    return () => {
      live = false;
    };
  }, [index, query, lang, key]);
  const hits: SearchHit[] = query.trim() && found.key === key ? found.hits : [];
  const searching = !!query.trim() && found.key !== key;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (
        el &&
        (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName) || el.closest('.monaco-editor'))
      )
        return;
      e.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const ensureIndex = () => {
    if (!index) void loadIndex().then(setIndex);
  };

  const go = (hit: SearchHit) => {
    setOpen(false);
    setQuery('');
    const base = hrefFor({ name: 'topic', id: hit.id }, lang);
    navigate(hit.anchor ? `${base}#${encodeURIComponent(hit.anchor)}` : base);
  };

  const showList = open && query.trim().length > 0;
  return (
    <div className="relative w-full max-w-md" role="search">
      <label htmlFor={listId + '-input'} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={listId + '-input'}
        ref={inputRef}
        data-testid={TID.searchInput}
        type="search"
        autoComplete="off"
        role="combobox"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && hits[active] ? `${listId}-${active}` : undefined}
        placeholder={t(narrow ? 'search.placeholderShort' : 'search.placeholder')}
        value={query}
        onFocus={() => {
          ensureIndex();
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          ensureIndex();
          setQuery(e.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setActive((a) => Math.min(a + 1, Math.max(hits.length - 1, 0)));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setActive((a) => Math.max(a - 1, 0));
          } else if (e.key === 'Enter' && hits[active]) {
            e.preventDefault();
            go(hits[active]);
          } else if (e.key === 'Escape') {
            setOpen(false);
            inputRef.current?.blur();
          }
        }}
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm text-slate-900 placeholder:text-slate-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      {showList && (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.results')}
          data-testid={TID.searchResults}
          className="absolute z-30 mt-1 max-h-96 w-full overflow-auto rounded-md border border-slate-300 bg-white shadow-lg dark:border-slate-600 dark:bg-slate-900"
        >
          {(!index || searching) && hits.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-700 dark:text-slate-300">{t('search.loading')}</li>
          )}
          {index && !searching && hits.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-700 dark:text-slate-300">{t('search.none')}</li>
          )}
          {hits.map((h, i) => (
            <li
              key={h.id + (h.anchor ?? '')}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                go(h);
              }}
              onMouseEnter={() => setActive(i)}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-blue-100 dark:bg-blue-900/60' : ''}`}
            >
              <div className="font-medium text-slate-900 dark:text-slate-100">
                <Marked text={h.title} query={query} />
              </div>
              <div className="truncate text-slate-700 dark:text-slate-300">
                <Marked text={h.snippet} query={query} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A result's text with the query's words marked. */
function Marked({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((p, i) =>
        p.hit ? (
          <mark key={i} className="rounded-sm bg-yellow-200 px-0.5 text-inherit dark:bg-yellow-700/70">
            {p.text}
          </mark>
        ) : (
          p.text
        ),
      )}
    </>
  );
}

const PHONE = '(max-width: 640px)';
// One query list for the page, not a new one on every render (that showed in a keystroke's profile).
let phoneList: MediaQueryList | undefined;
const phoneMedia = () => (phoneList ??= window.matchMedia(PHONE));
/** A phone-width screen (false on the server: the prerendered page has the desktop placeholder). */
function useNarrow(): boolean {
  return useBrowserValue(
    (on) => {
      const mq = phoneMedia();
      mq.addEventListener('change', on);
      return () => mq.removeEventListener('change', on);
    },
    () => phoneMedia().matches,
    () => false,
  );
}
