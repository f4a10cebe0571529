/**
 * Everything the lab derives from one state, in one pass: the folder check (outcome and trace), the
 * catalog in both forms with token counts, the planner input, and the conversation under the three
 * injection paths. The UI, practice checks and scenario tests all read this, so they cannot disagree.
 */
import { buildCatalog, type Catalog, type CatalogForm } from './catalog.ts';
import { readConversation, type ConversationRead } from './conversation.ts';
import { checkFolder, type FolderReport } from './folder.ts';
import { plannerInput, plannerInputText, type PlannerInput } from './planner-input.ts';
import { simulate, type SimInput, type Simulation } from './simulate.ts';
import type { SkillsState } from './state.ts';
import type { EncodingName, TokenCounter } from './token-count.ts';

export interface SkillsAnalysis {
  folder: FolderReport;
  catalogs: Record<CatalogForm, Catalog>;
  planner: { input: PlannerInput; text: string };
  conversation: ConversationRead;
  /** null when the conversation script has an error. */
  simulation: { input: SimInput; result: Simulation } | null;
  encoding: EncodingName;
  /** Every count came from the real tokenizer, with no cut pre-token. */
  exact: boolean;
}

export function analyse(state: SkillsState, counter: TokenCounter): SkillsAnalysis {
  const folder = checkFolder(state.files, counter);
  const catalogs = {
    xml: buildCatalog(folder.skills, 'xml', counter),
    plain: buildCatalog(folder.skills, 'plain', counter),
  };
  const input = plannerInput(folder.skills, catalogs.xml, state, counter);
  const listed = new Set(catalogs.xml.entries.map((e) => e.name));
  const conversation = readConversation(state.conversation, listed);
  let simulation: SkillsAnalysis['simulation'] = null;
  const c = conversation.conversation;
  if (c) {
    const bodyTokens: Record<string, number> = {};
    const define = (k: string, v: number) =>
      Object.defineProperty(bodyTokens, k, { value: v, enumerable: true, configurable: true });
    for (const k of Object.keys(input.bodies)) define(k, input.bodies[k]!);
    for (const k of Object.keys(c.bodyTokens)) define(k, c.bodyTokens[k]!);
    const simInput: SimInput = {
      ...c.settings,
      catalogTokens: c.catalogTokens ?? catalogs.xml.total.tokens,
      bodyTokens,
      steps: c.steps.map((s) =>
        s.kind === 'compact' ? { kind: 'compact' } : { kind: 'turn', skill: s.skill, tokens: s.tokens },
      ),
    };
    simulation = { input: simInput, result: simulate(simInput) };
  }
  const exact =
    counter.encoding !== 'estimate' &&
    folder.skills.every((s) => s.bodyTokens.exact) &&
    catalogs.xml.total.exact &&
    catalogs.plain.total.exact;
  return {
    folder,
    catalogs,
    planner: { input, text: plannerInputText(input) },
    conversation,
    simulation,
    encoding: counter.encoding,
    exact,
  };
}
