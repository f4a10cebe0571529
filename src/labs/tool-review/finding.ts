/** A finding of a design rule, and the shape of the checks that produce them. */
import type { Message } from '../../i18n/index.ts';
import type { JsonPath } from '../../json/index.ts';
import type { ReadTools, ToolRef } from './input.ts';

export interface Finding {
  rule: string;
  /** Path of the field in the pasted text. */
  path: JsonPath;
  /** The tool's name, when it has one. */
  tool: string | null;
  /** What the rule found here, by catalogue message. */
  detail: Message;
}

export type Check = (input: ReadTools) => Finding[];

export const f = (rule: string, t: ToolRef, path: JsonPath, detail: Message): Finding => ({
  rule,
  path,
  tool: t.name,
  detail,
});

/** One finding list per tool, concatenated. */
export const perTool =
  (fn: (t: ToolRef, input: ReadTools) => Finding[]): Check =>
  (input) =>
    input.tools.flatMap((t) => fn(t, input));
