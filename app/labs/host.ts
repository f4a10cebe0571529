// What a lab's UI (`app/labs/<slug>/`) gets from the shell, in one object: the reader's language and
// strings, links, the shared editor, cursor moves, re-runs, the lab's state and file saving. The
// workbench and the practice page hand it in (the `host` prop of Inputs, Extras and PracticeContext, and
// `useLabHost()` for the panels below them), the way a playground hands each plugin its utilities, so a
// lab UI imports no routing, store or editor module and the shell can change beneath it.
import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType } from 'react';
import type { MonacoDiffProps } from '../editor/MonacoDiff';
import type { EditorMode, CodeEditorProps } from '../editor/types';
import type { Lang, StringKey } from '../i18n/strings';
import type { Route } from '../routing/routes';

export interface LabHost {
  /** The lab this host serves. */
  slug: string;
  lang: Lang;
  /** A UI string of the catalogue in the reader's language. */
  t(key: StringKey): string;
  /** True on the lab's own page (not docked beside a topic, not in practice). */
  onLabPage: boolean;
  /** The in-app address of a route, in the reader's language. */
  href(route: Route): string;
  /** An in-app link: follows without reloading the page. */
  Link: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>;
  /** The one code editor (Monaco or the plain textarea, as the reader chose). */
  CodeEditor: ComponentType<CodeEditorProps>;
  /** Monaco's diff view, loaded on first use (wrap it in Suspense). */
  DiffEditor: ComponentType<MonacoDiffProps>;
  /** The reader has moved (typed, scrolled, pointed): heavy editors may load now. */
  readerActive: boolean;
  /** Which editor the reader has now. */
  editorMode: EditorMode;
  /** Resolves once the editor's own code has arrived (at once for the plain editor). */
  editorLoaded(): Promise<void>;
  /** Puts the caret of the editor inside `container` on line:column, scrolled into view and focused. */
  moveCursor(container: HTMLElement, line: number, column: number): Promise<void>;
  /** Computes every open lab run again (something a run reads besides its state has arrived). */
  rerun(): void;
  /** The lab's state as stored at this moment (not the deferred copy a panel was drawn from). */
  now(): unknown;
  /** The learner changed the lab's state; a `record`ed change can be undone. */
  commit(next: unknown, how?: { record?: boolean }): void;
  /** Saves a text file to the learner's disk. */
  downloadText(name: string, text: string, type: string): void;
  /** Saves a file to the learner's disk. */
  downloadBlob(blob: Blob, name: string): void;
}

export const LabHostContext = createContext<LabHost | null>(null);

/** The host of the lab UI this component sits in (the workbench or practice page provides it). */
export function useLabHost(): LabHost {
  const host = useContext(LabHostContext);
  if (!host) throw new Error('A lab panel was drawn outside a lab workbench or practice task.');
  return host;
}
