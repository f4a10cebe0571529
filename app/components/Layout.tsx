// Page frame: header, main landmark, footer, and the effects that keep <html> in step with the
// route (lang attribute, remembered language for bare URLs, global shortcuts).
import { useEffect, type ReactNode } from 'react';
import { Header } from './Header';
import { StorageWarning } from './StorageWarning';
import { UpdatePrompt } from '../offline/UpdatePrompt';
import { OfflineStatus } from '../offline/OfflineStatus';
import { useRoute, navigate } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { useSettings } from '../stores/settings';
import { useT } from '../i18n/use-t';

export function Layout({
  children,
  wide = false,
  presenter = false,
}: {
  children: ReactNode;
  wide?: boolean;
  /** Classroom presenter mode: no header or footer, the page is the presenter's screen. */
  presenter?: boolean;
}) {
  const t = useT();
  const loc = useRoute();
  const savedLang = useSettings((s) => s.lang);

  // Written only when it changes: Chromium restyles the whole page on any write of `lang` (it picks the
  // fonts), even of the same value, and on a topic that was about 0.5 s at a phone's speed after hydration.
  useEffect(() => {
    const lang = loc.lang === 'zh' ? 'zh-CN' : 'en';
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [loc.lang]);

  // Tests and the benchmark wait for this mark: the page is interactive from here on.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // A bare URL (/topics/x) carries no language: honour the one the reader chose last time.
  useEffect(() => {
    if (!loc.explicitLang && savedLang === 'en') {
      navigate(hrefFor(loc.route, 'en') + loc.search + loc.hash, { replace: true });
    }
  }, [loc, savedLang]);

  useGlobalShortcuts();

  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <StorageWarning />
      <UpdatePrompt />
      {!presenter && <Header wide={wide} />}
      <main
        id="main"
        tabIndex={-1}
        className={
          presenter
            ? 'w-full flex-1 outline-none'
            : `mx-auto w-full flex-1 px-4 py-6 outline-none ${wide ? 'max-w-[1600px]' : 'max-w-7xl'}`
        }
      >
        {children}
      </main>
      {/* Classroom presenter mode hides the footer too. */}
      {!presenter && (
        <footer className="border-t border-slate-300 px-4 py-4 text-center text-sm text-slate-700 dark:border-slate-700 dark:text-slate-300 print:hidden">
          {t('footer.offline')}
          <OfflineStatus />
        </footer>
      )}
    </div>
  );
}

/** Alt+Shift+L switches the language, Alt+Shift+D the theme (documented on the home page). */
function useGlobalShortcuts() {
  const loc = useRoute();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || !e.shiftKey || e.ctrlKey || e.metaKey) return;
      if (e.code === 'KeyL') {
        e.preventDefault();
        const other = loc.lang === 'zh' ? 'en' : 'zh';
        useSettings.getState().setLang(other);
        navigate(hrefFor(loc.route, other, true) + loc.search + loc.hash, { replace: true });
      } else if (e.code === 'KeyD') {
        e.preventDefault();
        const dark = document.documentElement.classList.contains('dark');
        useSettings.getState().setTheme(dark ? 'light' : 'dark');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [loc]);
}
