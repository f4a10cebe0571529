// The top bar: home link, search, the labs, language and theme switches.
import { useEffect } from 'react';
import { Link, navigate, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { useT } from '../i18n/use-t';
import { useSettings, applyTheme } from '../stores/settings';
import { SearchBox } from './SearchBox';
import { LabsMenu } from './LabsMenu';
import { TID } from '../testids';
import { useIsDark } from '../hooks/use-is-dark';
import type { Lang } from '../i18n/strings';

/** `wide`: the page's main column is the wide one; the header's content lines up with it. */
export function Header({ wide = false }: { wide?: boolean }) {
  const t = useT();
  const loc = useRoute();
  const other: Lang = loc.lang === 'zh' ? 'en' : 'zh';
  const setLang = useSettings((s) => s.setLang);
  const otherHref = hrefFor(loc.route, other, true) + loc.search + loc.hash;

  return (
    <header className="sticky top-0 z-20 border-b border-slate-300 bg-white/95 backdrop-blur dark:border-slate-700 dark:bg-slate-950/95 print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-blue-700 focus:px-3 focus:py-2 focus:text-white"
      >
        {t('nav.skip')}
      </a>
      <div
        className={`mx-auto flex ${wide ? 'max-w-[1600px]' : 'max-w-7xl'} flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2`}
      >
        <Link
          href={hrefFor({ name: 'home' }, loc.lang)}
          className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white"
        >
          <img src="/favicon.svg" alt="" width="24" height="24" />
          <span>{t('app.name')}</span>
        </Link>
        <nav
          aria-label={t('nav.main')}
          className="order-3 flex w-full items-center gap-3 text-sm sm:order-none sm:w-auto"
        >
          <LabsMenu />
          <Link
            href={hrefFor({ name: 'preview' }, loc.lang)}
            aria-current={loc.route.name === 'preview' ? 'page' : undefined}
            className="whitespace-nowrap text-slate-800 underline-offset-4 hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline dark:text-slate-200"
          >
            {t('nav.preview')}
          </Link>
        </nav>
        <div className="ml-auto flex min-w-0 flex-1 items-center justify-end gap-2">
          <SearchBox />
          <a
            href={otherHref}
            lang={other === 'zh' ? 'zh-CN' : 'en'}
            data-testid={TID.langSwitch}
            onClick={(e) => {
              setLang(other);
              if (e.button === 0 && !e.metaKey && !e.ctrlKey) {
                e.preventDefault();
                navigate(otherHref, { replace: true });
              }
            }}
            className="whitespace-nowrap rounded-md border border-slate-400 px-2 py-1 text-sm text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            {t('lang.switch')}
            {/* The spoken name starts with the visible word (speech input users say what they see). */}
            <span className="sr-only" lang={loc.lang === 'zh' ? 'zh-CN' : 'en'}>
              {' '}
              {t('lang.switchLabel')}
            </span>
          </a>
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}

function ThemeToggle() {
  const t = useT();
  const theme = useSettings((s) => s.theme);
  const setTheme = useSettings((s) => s.setTheme);
  useEffect(() => void applyTheme(theme), [theme]);
  const dark = useIsDark();
  return (
    <button
      type="button"
      data-testid={TID.themeToggle}
      aria-label={dark ? t('theme.toLight') : t('theme.toDark')}
      aria-pressed={dark ?? false}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className="whitespace-nowrap rounded-md border border-slate-400 px-2 py-1 text-sm text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true">{dark ? '☀' : '☾'}</span>
      <span className="ml-1 hidden md:inline">{dark ? t('theme.light') : t('theme.dark')}</span>
    </button>
  );
}
