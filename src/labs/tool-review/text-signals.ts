/**
 * What a declaration's words say beyond its schema: whether a description says the tool writes (in
 * English or Chinese, negations skipped), and the look-alike skeleton of a name, for homoglyph checks.
 * Heuristics like vocabulary.ts: small named lists, and each finding quotes the word it saw.
 */
import { ADDITIVE_VERBS, DESTRUCTIVE_VERBS, MUTATING_VERBS, nameWords } from './vocabulary.ts';

/** Present and -ing forms only: "closed tickets" and "created_at" describe data, not an action. */
const WRITE_EN =
  /\b(?:creat|delet|remov|updat|modif|overwrit|send|pay|charg|refund|transfer|clos|cancel|void|writ|publish|submit|purg|destroy|wip|eras|revok|terminat|insert|upload)(?:e|es|s|ing)?\b/gi;
const DESTRUCTIVE_EN =
  /\b(?:delet|remov|overwrit|purg|destroy|wip|eras|revok|terminat|cancel|void|clos|truncat)(?:e|es|s|ing)?\b/gi;
/** Not followed by a noun that makes it a timestamp or a person ("更新时间", "创建人"). */
const WRITE_ZH =
  /(?:创建|新建|删除|移除|更新|修改|覆盖|发送|发出|支付|付款|扣款|退款|转账|关闭|取消|作废|写入|发布|提交|清空|销毁|撤销|开具|开票)(?!时间|日期|时|人|者|记录)/g;
const DESTRUCTIVE_ZH = /(?:删除|移除|覆盖|清空|销毁|撤销|作废|关闭|取消)(?!时间|日期|时|人|者|记录)/g;

/** A negation earlier in the same clause ("never deletes or updates", "不用于开票、改票或作废"). */
const NEGATED_EN = /\b(?:never|not|no|without|cannot|nothing|n't)\b[^.;:!?]{0,40}$/i;
const NEGATED_ZH = /(?:不会|不用|不|从不|绝不|不能|无法|没有|并不|禁止)[^，。；！？,.;]{0,12}$|[已被可]$/;

function firstMatch(text: string, en: RegExp, zh: RegExp): string | null {
  for (const [re, negated] of [
    [en, NEGATED_EN],
    [zh, NEGATED_ZH],
  ] as const)
    for (const m of text.matchAll(re)) {
      const before = text.slice(Math.max(0, m.index - 40), m.index);
      if (!negated.test(before)) return m[0];
    }
  return null;
}

/** The first word of `text` that says the tool writes, or null. */
export const writeWordIn = (text: string): string | null => firstMatch(text, WRITE_EN, WRITE_ZH);

/** The first word of `text` that says the tool destroys or closes something, or null. */
export const destructiveWordIn = (text: string): string | null =>
  firstMatch(text, DESTRUCTIVE_EN, DESTRUCTIVE_ZH);

/** Verbs of an operation enum value (`create`, `void_invoice`, `invoices.delete`). */
export function operationClass(value: string): 'write' | 'destructive' | 'read' {
  const words = nameWords(value);
  if (words.some((w) => DESTRUCTIVE_VERBS.has(w) || w === 'close')) return 'destructive';
  if (words.some((w) => ADDITIVE_VERBS.has(w) || MUTATING_VERBS.has(w))) return 'write';
  return 'read';
}

/** Letters of other scripts that render like Latin ones (Cyrillic, Greek), and digit look-alikes. */
const CONFUSABLE: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ո: 'n',
  ց: 'g',
  ɡ: 'g',
  ɑ: 'a',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  '0': 'o',
  '1': 'l',
  '|': 'l',
  '-': '_',
};

/**
 * The look-alike skeleton of a name: NFKC (full-width letters become ASCII), lower case, confusable
 * letters folded to Latin, `rn` read as `m`, `i` and `l` read alike, `-` as `_`. Two different names with
 * one skeleton look the same to a person reading a tool list.
 */
export function skeleton(name: string): string {
  const folded = [...name.normalize('NFKC').toLowerCase()].map((c) => CONFUSABLE[c] ?? c).join('');
  return folded.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/i/g, 'l');
}
