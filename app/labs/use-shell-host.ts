// The shell's side of the lab host (app/labs/host.ts): builds the one object a lab UI gets, from the
// route, the catalogue, the lab store, the editor and the file saver. Only the workbench and the
// practice page call it; lab UIs read the object.
import { lazy, useMemo } from 'react';
import { CodeEditor, useEditorMode } from '../editor/CodeEditor';
import { moveCursor } from '../editor/editor-bridge';
import { useReaderActive } from '../hooks/reader-intent';
import { useT } from '../i18n/use-t';
import { Link, useRoute } from '../routing/router';
import { hrefFor } from '../routing/routes';
import { downloadBlob, downloadText } from '../storage/download';
import { useLabs } from '../stores/labs';
import type { LabHost } from './host';
import { firstScenario, latestInput } from './lab-view';
import { loadedLabBundle } from './registry';
import { rerunLabs } from './use-lab-run';

/** The lab's state as stored now: a shared link's, else the saved work, else the first scenario. */
function storedNow(slug: string): unknown {
  const bundle = loadedLabBundle(slug);
  return bundle ? latestInput(bundle).state : undefined;
}

/** Sets the lab's state as the learner's edit; a recorded change can be undone. */
function commitState(slug: string, next: unknown, how: { record?: boolean } = {}): void {
  const bundle = loadedLabBundle(slug);
  const store = useLabs.getState();
  const viewing = Object.hasOwn(store.shared, slug);
  if (bundle && how.record && !viewing && !Object.hasOwn(store.saved, slug)) {
    // Nothing is saved yet (the first scenario is shown as it is): keep it as the saved work first, so
    // Undo has a state to go back to.
    const first = firstScenario(bundle);
    store.setState(slug, first.state, { scenarioId: first.id, edited: false });
  }
  useLabs.getState().setState(slug, next, { edited: true, record: how.record === true });
}

const DiffEditor = lazy(() => import('../editor/MonacoDiff'));

const editorLoaded = (mode: 'plain' | 'monaco') => (): Promise<void> =>
  mode === 'monaco' ? import('../editor/MonacoEditor').then(() => undefined) : Promise.resolve();

export function useShellHost(slug: string): LabHost {
  const t = useT();
  const { lang, route } = useRoute();
  const mode = useEditorMode();
  const readerActive = useReaderActive();
  const onLabPage = route.name === 'lab';
  return useMemo(
    () => ({
      slug,
      lang,
      t,
      onLabPage,
      href: (r) => hrefFor(r, lang),
      Link,
      CodeEditor,
      DiffEditor,
      readerActive,
      editorMode: mode,
      editorLoaded: editorLoaded(mode),
      moveCursor,
      rerun: rerunLabs,
      now: () => storedNow(slug),
      commit: (next, how) => commitState(slug, next, how),
      downloadText,
      downloadBlob,
    }),
    [slug, lang, t, onLabPage, mode, readerActive],
  );
}
