// Share links: copy a URL whose fragment holds the whole lab state; open one without overwriting the
// learner's saved work unless they choose to keep it.
import { useEffect, useState } from 'react';
import type { LabSlug } from '../../src/labs/registry';
import type { LabStates } from '../../src/labs/run';
import { decodeShareState, encodeShareFragment, readShareFragment } from '../../src/labs/share';
import { useLabs } from '../stores/labs';
import { useT } from '../i18n/use-t';
import type { StringKey } from '../i18n/strings';
import { TID } from '../testids';

/** Reads `#state=` on mount and whenever the fragment changes; returns the refusal message of a bad link. */
export function useOpenSharedLink(slug: LabSlug): string | null {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const read = () => {
      const encoded = readShareFragment(window.location.hash);
      if (encoded === null) return;
      const r = decodeShareState(slug, encoded);
      if (r.ok) {
        useLabs.getState().openShared(slug, r.state);
        setProblem(null);
      } else {
        // A refused link changes nothing; it only says why.
        setProblem(`${t(`share.bad.${r.reason}` as StringKey)} (${r.detail})`);
      }
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [slug, t]);
  return problem;
}

function clearHash() {
  history.replaceState(null, '', window.location.pathname + window.location.search);
}

export function SharedBanner({ slug }: { slug: LabSlug }) {
  const t = useT();
  const viewing = useLabs((s) => s.shared[slug] !== undefined);
  if (!viewing) return null;
  return (
    <div
      role="status"
      data-testid={TID.sharedBanner}
      className="mb-4 flex flex-wrap items-center gap-3 rounded-md border border-blue-700 bg-blue-50 p-3 dark:border-blue-300 dark:bg-blue-950"
    >
      <p className="flex-1">{t('share.viewing')}</p>
      <button
        type="button"
        data-testid={TID.sharedKeep}
        className="btn-primary"
        onClick={() => {
          useLabs.getState().keepShared(slug);
          clearHash();
        }}
      >
        {t('share.keep')}
      </button>
      <button
        type="button"
        data-testid={TID.sharedDismiss}
        className="btn"
        onClick={() => {
          useLabs.getState().dismissShared(slug);
          clearHash();
        }}
      >
        {t('share.dismiss')}
      </button>
    </div>
  );
}

export function ShareButton<S extends LabSlug>({ slug, state }: { slug: S; state: LabStates[S] }) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        data-testid={TID.shareCopy}
        className="btn"
        onClick={() => {
          const link = `${window.location.origin}${window.location.pathname}#${encodeShareFragment(slug, state)}`;
          setUrl(link);
          void navigator.clipboard
            ?.writeText(link)
            .then(() => setCopied(true))
            .catch(() => setCopied(false));
        }}
      >
        {t('share.copy')}
      </button>
      {url && (
        <>
          <input
            readOnly
            aria-label={t('share.url')}
            data-testid={TID.shareUrl}
            value={url}
            onFocus={(e) => e.target.select()}
            className="w-64 rounded border border-slate-400 bg-white px-2 py-1 font-mono text-xs dark:border-slate-600 dark:bg-slate-900"
          />
          <span role="status" className="text-sm">
            {copied ? t('share.copied') : ''}
          </span>
        </>
      )}
    </div>
  );
}
