// The share link's two halves that every kind of lab shows (ported labs and page labs alike): the
// "viewing a shared link" banner over the labs store's view of a slug, and the copy-link button.
import { useState } from 'react';
import { useT } from '../i18n/use-t';
import { useLabs } from '../stores/labs';
import { TID } from '../testids';

function clearHash() {
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
}

/** The "viewing a shared link" banner of any state the labs store keeps under `slug` (page labs too). */
export function SharedBannerFor({ slug }: { slug: string }) {
  const t = useT();
  const view = useLabs((s) => s.shared[slug]);
  const pending = useLabs((s) => s.pendingLink[slug]);
  if (!view) return null;
  return (
    <div
      role="status"
      data-testid={TID.sharedBanner}
      className="mb-4 space-y-2 rounded-md border border-blue-700 bg-blue-50 p-3 dark:border-blue-300 dark:bg-blue-950"
    >
      <div className="flex flex-wrap items-center gap-3">
        <p className="flex-1">{view.edited ? t('share.viewingEdited') : t('share.viewing')}</p>
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
      {pending && (
        <div
          role="alertdialog"
          aria-label={t('share.pendingAsk')}
          className="flex flex-wrap items-center gap-3"
        >
          <p className="flex-1 font-semibold">{t('share.pendingAsk')}</p>
          <button
            type="button"
            className="btn"
            data-testid={TID.sharedOpenPending}
            onClick={() => useLabs.getState().resolvePendingLink(slug, true)}
          >
            {t('share.pendingOpen')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              useLabs.getState().resolvePendingLink(slug, false);
              // The address goes back to the link being edited, so a reload restores those edits.
              const { pathname, search } = window.location;
              history.replaceState(history.state, '', `${pathname}${search}#state=${view.fragment}`);
            }}
          >
            {t('share.pendingKeep')}
          </button>
        </div>
      )}
    </div>
  );
}

/** Copies this page's address with the fragment `fragment()` gives, e.g. `state=…` (page labs pass a `path`). */
export function ShareLinkButton({ fragment, path }: { fragment(): string; path?: string }) {
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
          const link = `${window.location.origin}${path ?? window.location.pathname}#${fragment()}`;
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
