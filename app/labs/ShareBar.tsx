// Share links: copy a URL whose fragment holds the whole lab state; open one without overwriting the
// learner's saved work unless they keep it. Edits made to an opened link survive a reload of the same
// link, and a second link never silently replaces them.
import { useEffect, useState } from 'react';
import { decodeShareState, encodeShareFragment, readShareFragment, type AnyLab } from '../../src/labs/index';
import { useLabs } from '../stores/labs';
import { viewForLink } from '../stores/lab-persist';
import { useT } from '../i18n/use-t';
import type { StringKey } from '../i18n/strings';
import { SharedBannerFor, ShareLinkButton } from '../components/ShareLink';
import type { LabBundle } from './registry';

/** Reads `#state=` on mount and whenever the fragment changes; returns the refusal message of a bad link. */
export function useOpenSharedLink(bundle: LabBundle): string | null {
  const t = useT();
  const lab = bundle.module;
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    const read = () => {
      const encoded = readShareFragment(window.location.hash);
      if (encoded === null) return;
      const r = decodeShareState(lab, encoded);
      if (r.ok) {
        useLabs.getState().openShared(lab.slug, viewForLink(lab.slug, encoded, r.state));
        setProblem(null);
      } else {
        // A refused link changes nothing; it only says why.
        setProblem(`${t(`share.bad.${r.reason}` as StringKey)} (${r.detail})`);
      }
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [lab, t]);
  return problem;
}

export function SharedBanner({ bundle }: { bundle: LabBundle }) {
  return <SharedBannerFor slug={bundle.module.slug} />;
}

/** `state` is read when the link is made: the input shown at that moment, not at the last render. */
export function ShareButton({ lab, state }: { lab: AnyLab; state: () => unknown }) {
  return <ShareLinkButton fragment={() => encodeShareFragment(lab, state())} />;
}
