// The preview's title and introduction, rendered on the server too: the draft lives in the browser, so
// the rest of the screen starts there, but the first paint already says what this page is.

import { memo } from 'react';
import { useT } from '../i18n/use-t';
import { MathStyles } from '../article/MathStyles';
// With the shell, in the site's stylesheet: the prerendered preview's draft needs its rules (blocks laid
// out only near the view) from the first paint, not once the preview's code has loaded.
import './preview.css';

/** Memoised: it reads no draft, so a key does not render it. */
export const PreviewHeading = memo(function PreviewHeading() {
  const t = useT();
  return (
    <>
      {/* KaTeX's stylesheet from the start: added once a draft with math was in the editor, its font
          rules made the browser lay out all text again, the editor's whole draft included. */}
      <MathStyles />
      <h1 className="text-2xl font-semibold">{t('preview.title')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700 dark:text-slate-300">{t('preview.intro')}</p>
    </>
  );
});
