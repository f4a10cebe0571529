// A page lab's inputs, kept in the labs store: a shared link's when one is open, else the reader's saved
// work, else the build's default. Typing replaces them as it happens (the editors' own undo covers
// typing); a button (an exit's example, reset) records the inputs it replaced, for Undo. Saved work is
// read after the first render (in an effect), so the prerendered page and the first client render
// agree.
import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  decodePageLabLink,
  inputsFor,
  inputsRecord,
  type InputValue,
  type PageLabData,
  type PageLabInputs,
} from '../../src/page-labs/index';
import { readShareFragment } from '../../src/labs/index';
import type { StringKey } from '../i18n/strings';
import { useT } from '../i18n/use-t';
import { useLabs } from '../stores/labs';
import { hydratePageLab, pageLabSlug, pageLabViewForLink } from './page-lab-persist';

/** Reads `#state=` for this lab (on mount and when the fragment changes); the refusal of a bad link. */
function useOpenLink(data: PageLabData, slug: string): string | null {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const fn = data.name;
  // the preview's labs are a draft: a link names a published function, never a draft's
  const reads = data.page !== 'preview';
  const page = data.page;
  useEffect(() => {
    if (!reads) return;
    // edits made to this very link before a reload come back with the saved work
    hydratePageLab(page, fn);
    const read = () => {
      const encoded = readShareFragment(window.location.hash);
      if (encoded === null) return;
      const r = decodePageLabLink(encoded, fn);
      if (r.ok) {
        useLabs.getState().openShared(slug, pageLabViewForLink(slug, encoded, r.value));
        setProblem(null);
      } else if (r.reason !== 'other_function') {
        // a refused link changes nothing; it only says why
        setProblem(`${t('share.refused')} ${t(`share.bad.${r.reason}` as StringKey)} (${r.detail})`);
      }
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [reads, page, fn, slug, t]);
  return problem;
}

export function usePageLabInputs(data: PageLabData) {
  const slug = pageLabSlug(data.page, data.name);
  // after the first render: the store is empty while the prerendered page hydrates, so both agree
  useEffect(() => hydratePageLab(data.page, data.name), [data.page, data.name]);
  const saved = useLabs((s) => s.saved[slug]);
  const shared = useLabs((s) => s.shared[slug]);
  const canUndo = useLabs((s) => (s.history[slug]?.length ?? 0) > 0);
  const linkProblem = useOpenLink(data, slug);
  const stored = (shared?.state ?? saved?.state) as PageLabInputs | undefined;
  const params = data.shape.params;
  const inputs = useMemo(() => inputsFor(stored, params, data.inputs), [stored, params, data.inputs]);

  const setInputs = useCallback(
    (next: InputValue[], how: { record?: boolean } = {}) =>
      useLabs.getState().setState(slug, inputsRecord(params, next), {
        edited: true,
        record: how.record === true,
        from: inputsRecord(params, inputs),
      }),
    [slug, params, inputs],
  );
  const undo = useCallback(() => useLabs.getState().undo(slug), [slug]);
  const reset = useCallback(() => {
    // at the defaults already: nothing to reset, and nothing for Undo to take back
    if (JSON.stringify(inputs) !== JSON.stringify(data.inputs)) setInputs(data.inputs, { record: true });
  }, [setInputs, inputs, data.inputs]);

  return { slug, inputs, setInputs, undo, canUndo, reset, linkProblem };
}
