// The last line of defence: whatever fails while rendering, the reader gets a message and a way home in
// their language, never a blank page.
import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { STRINGS } from '../i18n/strings';
import { useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';

export function RootBoundary({ children }: { children: ReactNode }) {
  const { lang, route } = useRoute();
  const s = STRINGS[lang];
  return (
    <ErrorBoundary
      // Back, forward or a link to another page leaves a failed page behind.
      resetKey={hrefFor(route, lang)}
      message={s['error.page']}
      retryLabel={s['error.retry']}
      extra={
        <a className="btn" href={hrefFor({ name: 'home' }, lang)}>
          {s['error.home']}
        </a>
      }
    >
      {children}
    </ErrorBoundary>
  );
}
