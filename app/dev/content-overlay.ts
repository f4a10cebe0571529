// Dev server only (main.tsx imports this under `import.meta.hot`): an overlay listing the content
// diagnostics of the open topic page, the same ones `npm run check:content` prints. The Vite wiki
// plugin reports every page at /__tool-lab/diagnostics and announces each edit under content/ with a
// `tool-lab:content` event before it reloads the page. Plain DOM: it must not disturb the app.
import { parseLocation } from '../routing/routes';
import { replaceLoadedPage } from '../content/pages';
import type { PageData } from '../content/types';
import type { Diagnostic } from '../../src/content/index';

interface PageReport {
  file: string;
  id: string;
  lang: 'zh' | 'en';
  diagnostics: Diagnostic[];
}

const URL_PATH = '/__tool-lab/diagnostics';
const ROOT_ID = 'tool-lab-content-overlay';
let dismissed = '';

function currentTopic(): { id: string; lang: 'zh' | 'en' } | null {
  const loc = parseLocation(window.location.pathname, window.location.search, window.location.hash);
  return loc.route.name === 'topic' ? { id: loc.route.id, lang: loc.lang } : null;
}

function pick(pages: PageReport[], topic: { id: string; lang: 'zh' | 'en' }): PageReport | null {
  const same = pages.filter((p) => p.id === topic.id);
  return same.find((p) => p.lang === topic.lang) ?? same[0] ?? null;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  style: string,
  text = '',
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.setAttribute('style', style);
  if (text) e.textContent = text;
  return e;
}

function hide() {
  document.getElementById(ROOT_ID)?.remove();
}

/** Problems in the labs' content files (scenarios, outcomes, diagram maps, practice): shown on every page. */
interface LabProblem {
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  rule: string;
  message: string;
}
let labProblems: LabProblem[] = [];

function show(report: PageReport | null, error: string | null) {
  hide();
  const items: (Omit<Diagnostic, 'text'> & { file?: string })[] = [
    ...(report?.diagnostics ?? []),
    ...labProblems,
  ];
  if (!error && items.length === 0) return;
  const key = JSON.stringify([report?.file, items, error]);
  if (key === dismissed) return;

  const root = el(
    'aside',
    'position:fixed;right:12px;bottom:12px;z-index:2147483000;max-width:min(44rem,calc(100vw - 24px));' +
      'max-height:45vh;overflow:auto;background:#0f172a;color:#e2e8f0;border:2px solid #f59e0b;' +
      'border-radius:8px;box-shadow:0 8px 24px rgba(0,0,0,.35);font:13px/1.5 ui-monospace,monospace;padding:10px 12px',
  );
  root.id = ROOT_ID;
  root.setAttribute('role', 'region');
  root.setAttribute('aria-label', 'Content diagnostics (dev)');
  root.dataset.testid = 'dev-content-overlay';

  const head = el('div', 'display:flex;gap:12px;align-items:baseline;justify-content:space-between');
  const errors = items.filter((d) => d.severity === 'error').length;
  head.append(
    el(
      'strong',
      'color:#fbbf24',
      error
        ? 'content/ could not be read'
        : `${report?.file ?? 'content/'}: ${errors} error(s), ${items.length - errors} warning(s)`,
    ),
  );
  const close = el(
    'button',
    'background:none;border:1px solid #64748b;color:inherit;border-radius:4px;cursor:pointer;padding:0 6px',
    '×',
  );
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  close.addEventListener('click', () => {
    dismissed = key;
    hide();
  });
  head.append(close);
  root.append(head);

  if (error) root.append(el('pre', 'white-space:pre-wrap;margin:6px 0 0', error));
  const list = el('ol', 'margin:6px 0 0;padding:0;list-style:none');
  for (const d of items) {
    const li = el('li', 'padding:3px 0;border-top:1px solid #1e293b');
    const color = d.severity === 'error' ? '#fca5a5' : '#fcd34d';
    li.append(
      el('span', 'color:#94a3b8', `${d.file ?? report?.file}:${d.line}:${d.column} `),
      el('span', `color:${color}`, `${d.severity} `),
      el('span', '', d.message),
    );
    if (d.hint) li.append(el('div', 'color:#94a3b8;padding-left:1em', `→ ${d.hint}`));
    list.append(li);
  }
  root.append(list);
  document.body.append(root);
}

async function refresh() {
  const topic = currentTopic();
  try {
    const res = await fetch(URL_PATH, { cache: 'no-store' });
    const data = (await res.json()) as { pages: PageReport[]; labs?: LabProblem[]; error?: string };
    labProblems = (data.labs ?? []).map((d) => ({ ...d, rule: 'lab-content' }));
    if (currentTopic()?.id !== topic?.id) return;
    show(topic ? pick(data.pages, topic) : null, data.error ?? null);
  } catch {
    // The dev server went away; Vite shows its own notice.
  }
}

if (import.meta.hot) {
  import.meta.hot.on(
    'tool-lab:content',
    (data: { file: string; page: PageReport | null; labs?: LabProblem[]; error: string | null }) => {
      const topic = currentTopic();
      labProblems = data.labs ?? labProblems;
      if (data.error) show(null, data.error);
      else if (!topic || !data.page || data.page.id !== topic.id) show(null, null);
      else if (topic && data.page && data.page.id === topic.id) {
        show(data.page, null);
        // Re-import the edited page's module (the plugin invalidated it) and swap it in: no reload.
        const { lang, id } = data.page;
        const url = `/@id/__x00__virtual:wiki-page/${lang}/${id}?t=${Date.now()}`;
        void import(/* @vite-ignore */ url).then(
          (m: { default: PageData }) => replaceLoadedPage(lang, id, m.default),
          () => window.location.reload(),
        );
      }
    },
  );
  // The app routes with pushState: follow the open page.
  let last = '';
  const check = () => {
    if (window.location.pathname === last) return;
    last = window.location.pathname;
    void refresh();
  };
  window.addEventListener('popstate', check);
  setInterval(check, 1000);
  check();
}
