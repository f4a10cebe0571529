// The last line of defence: whatever fails while rendering, the reader gets a message and a way home in
// their language, never a blank page.
import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { STRINGS } from '../i18n/strings';
import { useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';

export function RootBoundary({ children }: { children: ReactNode }) {
  const { lang } = useRoute();
  const s = STRINGS[lang];
  return (
    <ErrorBoundary
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
