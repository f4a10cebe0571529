// A page lab's toolbar: Undo (of a button's change: an exit's example, reset), reset to the default
// inputs, and a share link to the function's own page holding the inputs (never the code). Above it the
// "viewing a shared link" banner (Keep / Back to my work) the ported labs show, and the reason a bad
// link was refused.
import { msg, t } from '../../src/i18n/index';
import { encodePageLabLink, inputsRecord, pageIdOf, type PageLabData } from '../../src/page-labs/index';
import { SharedBannerFor, ShareLinkButton } from '../components/ShareLink';
import { useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { TID } from '../testids';
import type { usePageLabInputs } from './use-page-lab-inputs';

export function PageLabToolbar({
  data,
  state,
}: {
  data: PageLabData;
  state: ReturnType<typeof usePageLabInputs>;
}) {
  const { lang } = useRoute();
  const draft = data.page === 'preview';
  const path = hrefFor({ name: 'function', id: pageIdOf(data.page), fn: data.name }, lang);
  return (
    <div className="mb-3 space-y-2">
      {state.linkProblem && (
        <p role="alert" data-testid={TID.shareError} className="text-sm text-red-800 dark:text-red-300">
          {state.linkProblem}
        </p>
      )}
      <SharedBannerFor slug={state.slug} />
      <div
        role="toolbar"
        aria-label={t(lang, msg('pageLab.toolbar', { fn: data.name }))}
        className="flex flex-wrap items-center gap-2"
      >
        <button
          type="button"
          className="btn"
          data-testid={TID.labUndo}
          disabled={!state.canUndo}
          onClick={state.undo}
        >
          {t(lang, msg('pageLab.undo'))}
        </button>
        <button type="button" className="btn" data-testid={TID.labReset} onClick={state.reset}>
          {t(lang, msg('pageLab.reset'))}
        </button>
        {!draft && (
          <ShareLinkButton
            path={path}
            fragment={() => encodePageLabLink(data.name, inputsRecord(data.shape.params, state.inputs))}
          />
        )}
      </div>
    </div>
  );
}
