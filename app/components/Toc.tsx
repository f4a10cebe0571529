// Table of contents that follows the reader's scroll (the heading nearest the top is current).
import { useEffect, useState } from 'react';
import { useT } from '../i18n/use-t';
import { navigate } from '../routing/router';
import { TID } from '../testids';

export interface TocEntry {
  depth: number;
  text: string;
  id: string;
}

export function Toc({ headings }: { headings: TocEntry[] }) {
  const t = useT();
  const [current, setCurrent] = useState<string | null>(null);

  // Current = the last heading that has scrolled past the top band (rAF-throttled scroll spy).
  useEffect(() => {
    const els = headings.map((h) => document.getElementById(h.id)).filter((e): e is HTMLElement => !!e);
    if (!els.length) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      let cur = els[0]!.id;
      for (const el of els) {
        if (el.getBoundingClientRect().top < 120) cur = el.id;
        else break;
      }
      setCurrent(cur);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [headings]);

  if (!headings.length) return null;
  return (
    <nav aria-label={t('topic.toc')} data-testid={TID.toc} className="text-sm">
      <h2 className="mb-2 font-semibold">{t('topic.toc')}</h2>
      <ol className="space-y-1 border-l border-slate-300 dark:border-slate-700">
        {headings.map((h) => (
          <li key={h.id} className={h.depth === 3 ? 'pl-6' : 'pl-3'}>
            <a
              href={`#${encodeURIComponent(h.id)}`}
              aria-current={current === h.id ? 'location' : undefined}
              onClick={(e) => {
                e.preventDefault();
                navigate(`#${encodeURIComponent(h.id)}`);
              }}
              className="-ml-px block border-l-2 border-transparent pl-2 text-slate-700 hover:text-slate-950 aria-[current=location]:border-blue-700 aria-[current=location]:font-semibold aria-[current=location]:text-blue-900 dark:text-slate-300 dark:hover:text-white dark:aria-[current=location]:border-blue-300 dark:aria-[current=location]:text-blue-200"
            >
              {h.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
