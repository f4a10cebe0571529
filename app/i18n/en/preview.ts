// UI strings in English: the page preview. Exactly the keys of zh/preview.ts (a missing one fails typecheck).
import type { preview as zh } from '../zh/preview';

export const preview: Record<keyof typeof zh, string> = {
  'preview.title': 'Page preview',
  'preview.intro':
    'Edit a page and see it rendered as learners will, with its problems listed while you type. The draft stays in this browser; nothing is sent anywhere.',
  'preview.start': 'Start from',
  'preview.bundled': 'Pages of this site',
  'preview.folderPages': 'Opened folder',
  'preview.choose': 'Choose a page…',
  'preview.openFolder': 'Open folder',
  'preview.openFile': 'Open .md file',
  'preview.clear': 'Clear (paste a page)',
  'preview.download': 'Download',
  'preview.editor': 'Page source (Markdown)',
  'preview.rendering': 'Rendered page',
  'preview.diagnostics': 'Problems',
  'preview.noProblems': 'No problems found.',
  'preview.working': 'Checking…',
  'preview.error': 'error',
  'preview.warning': 'warning',
  'preview.errors': 'errors',
  'preview.warnings': 'warnings',
  'preview.hint': 'Fix',
  'preview.dropHint': 'You can drop a .md file on the editor.',
  'preview.source': 'Source',
  'preview.source.paste': 'pasted page',
  'preview.source.file': 'file',
  'preview.source.folder': 'folder',
  'preview.source.bundled': 'site page',
  'preview.folderGone':
    'Open the folder again after a reload; until then links are checked against this site.',
  'preview.otherTab':
    'Another tab just saved a different draft. This tab still shows yours; your next edit will replace that draft.',
  'preview.otherTabLoad': 'Load the other tab’s draft',
  'preview.otherTabKeep': 'Keep my draft',
  'preview.unreadable':
    'This browser holds a draft from a newer release (or a damaged one) that this release cannot read. It was kept as it is, not overwritten.',
  'preview.unreadableDownload': 'Download that draft',
  'preview.unreadableForget': 'Stop keeping it',
  'preview.renderFailed': 'Rendering failed',
  'preview.saved': 'Draft saved in this browser',
};
