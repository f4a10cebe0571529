// The header's labs menu: a button that opens the list of labs grouped by topic, fed by the catalog, so
// seven or more labs fit on a phone. Keyboard: Enter/Space opens it, arrows move between links, Escape
// closes it and returns focus to the button; a click outside or on a link closes it too.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { labsByTopic, topicTitle } from './LabCards';
import { useT } from '../i18n/use-t';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { TID } from '../testids';

export function LabsMenu() {
  const t = useT();
  const loc = useRoute();
  const { lang } = loc;
  // Open for one address: navigating (a link in the menu, back/forward) closes it by itself.
  const place = hrefFor(loc.route, lang);
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === place;
  const setOpen = (o: boolean) => setOpenAt(o ? place : null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = loc.route.name === 'lab' ? loc.route.slug : null;

  useEffect(() => {
    if (!open) return;
    const away = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', away);
    root.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
      return;
    }
    if (!open || (e.key !== 'ArrowDown' && e.key !== 'ArrowUp')) return;
    const links = [...(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menu"] a') ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    const next = links[(at + (e.key === 'ArrowDown' ? 1 : links.length - 1)) % links.length];
    e.preventDefault();
    next?.focus();
  };

  return (
    <div ref={root} className="relative" onKeyDown={onKey}>
      <button
        ref={button}
        type="button"
        data-testid={TID.labsMenu}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-haspopup="true"
        onClick={() => setOpen(!open)}
        className="whitespace-nowrap text-slate-800 underline-offset-4 hover:underline aria-expanded:font-semibold dark:text-slate-200"
      >
        {t('labs.menu')} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div
          id={id}
          role="menu"
          aria-label={t('labs.menu')}
          className="absolute left-0 z-30 mt-2 max-h-[70vh] w-72 overflow-auto rounded-md border border-slate-300 bg-white p-2 shadow-lg dark:border-slate-600 dark:bg-slate-900"
        >
          {labsByTopic().map(([topic, labs]) => (
            <div key={topic} role="group" aria-label={topicTitle(topic, lang)} className="mb-2">
              <p className="px-2 text-xs font-semibold text-slate-700 dark:text-slate-300">
                {topicTitle(topic, lang)}
              </p>
              {labs.map((m) => (
                <Link
                  key={m.slug}
                  role="menuitem"
                  href={hrefFor({ name: 'lab', slug: m.slug }, lang)}
                  aria-current={current === m.slug ? 'page' : undefined}
                  className="block rounded px-2 py-1 text-sm hover:bg-slate-100 focus:bg-slate-100 aria-[current=page]:font-semibold dark:hover:bg-slate-800 dark:focus:bg-slate-800"
                >
                  {m.title[lang]}
                </Link>
              ))}
            </div>
          ))}
          <Link
            role="menuitem"
            href={hrefFor({ name: 'labs' }, lang)}
            className="block rounded border-t border-slate-200 px-2 py-1 pt-2 text-sm text-blue-800 hover:underline dark:border-slate-700 dark:text-blue-300"
          >
            {t('labs.all')} →
          </Link>
        </div>
      )}
    </div>
  );
}
