// A lab panel that fails shows its error in place of itself; the outcome, the diagram and the rest of
// the page keep working.
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { fill } from '../i18n/strings';
import { useT } from '../i18n/use-t';

export function PanelBoundary({ name, children }: { name: string; children: ReactNode }) {
  const t = useT();
  return (
    <ErrorBoundary message={fill(t('error.panel'), { panel: name })} retryLabel={t('error.retry')}>
      {children}
    </ErrorBoundary>
  );
}
