// The shapes of wiki data as the app receives them from the build (see scripts/build/wiki-modules.ts).
import type { Lang } from '../i18n/strings';

export interface PageSummary {
  id: string;
  lang: Lang;
  kind: 'topic' | 'module' | 'index';
  module: string;
  title: string;
  breadcrumb: string | null;
  status: string;
  depth: string;
  practiceStatus: string;
  pageVersion: number;
  lastChecked: string;
  summary: string;
  hasOtherLang: boolean;
  /** Reading order within the module (position among the module page's links). */
  order: number;
  /** Ids of the page's practice tasks (from the build), so the home badges need no request. */
  practiceTasks: string[];
}

export interface ClaimSourceData {
  title: string;
  url?: string;
  repo?: string;
  commit?: string;
  path?: string;
}

export interface PageData extends PageSummary {
  claimIds: string[];
  html: string;
  headings: { depth: number; text: string; id: string }[];
  diagrams: { index: number; source: string; title: string; line: number }[];
  claims: {
    id: string;
    claim: { statement: { zh: string; en: string }; sources: ClaimSourceData[]; checked: string } | null;
  }[];
}

export interface SearchDoc {
  id: string;
  lang: Lang;
  title: string;
  headings: { text: string; id: string }[];
  text: string;
}
