// The React half of the skills lab: a skill folder as files (tree, editor with markers, problems,
// strict and lenient verdicts, loading from disk), then the catalog with real token counts, the planner
// fed from the files and the injection paths with the prompt cache.
import type { SkillsState } from '../../../src/labs/skills/index';
import { defineLabUi } from '../contract';
import { SkillsExtras } from './SkillsExtras';
import { SkillsInputs } from './SkillsInputs';
import { SkillsPracticeContext } from './SkillsPracticeContext';

export default defineLabUi<SkillsState>({
  slug: 'skills',
  Inputs: SkillsInputs,
  Extras: SkillsExtras,
  PracticeContext: SkillsPracticeContext,
});
