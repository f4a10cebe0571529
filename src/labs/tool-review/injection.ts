/**
 * Patterns of description text that gives orders to the model, in Chinese and English. Each rule has its
 * own list; a match reports the matched words, so a reviewer sees exactly what tripped it. They catch
 * crude poisoning only: the real defence is the snapshot diff (no changed description reaches the model
 * before a person reviews it) and egress control, as the field-cases page says.
 */

export type InjectionRule =
  | 'description-override'
  | 'description-exfiltration'
  | 'description-url'
  | 'description-precondition'
  | 'description-imperative'
  | 'description-markup'
  | 'description-sensitive'
  | 'hidden-text';

/**
 * What a match of each rule says about the text, as a flag (the rule titles read as the passing
 * condition of a checklist: "description gives no orders"; a flag names the violation).
 */
export const INJECTION_LABELS: Readonly<Record<InjectionRule, { zh: string; en: string }>> = {
  'description-override': {
    zh: '要模型推翻其他指令或瞒着用户',
    en: 'tells the model to override instructions or hide things from the user',
  },
  'description-exfiltration': { zh: '要求把上下文发到别处', en: 'asks for context to be sent elsewhere' },
  'description-url': { zh: '含有网址', en: 'contains a URL' },
  'description-precondition': { zh: '规定调用前后的步骤', en: 'dictates steps before or after the call' },
  'description-imperative': { zh: '向模型下命令', en: 'gives the model orders' },
  'description-markup': { zh: '含有冲着模型的标记', en: 'carries markup aimed at the model' },
  'description-sensitive': { zh: '提到密钥或敏感路径', en: 'mentions secrets or sensitive paths' },
  'hidden-text': { zh: '含有看不见的字符', en: 'contains invisible characters' },
};

/** What the model could be asked to send, and the verbs of sending, in both languages. */
const PAYLOAD_EN =
  '(?:conversation|chat|context|history|summary|transcript|messages?|prompts?|secrets?|credentials?|tokens?|api[ _-]?keys?|passwords?|env(?:ironment)?(?: variables)?|user data)';
const SEND_EN = '(?:send|post|upload|forward|transmit|submit|exfiltrate|paste|copy|share|report)';
const PAYLOAD_ZH = '(?:对话|会话|上下文|聊天记录|历史|摘要|提示词|凭证|密钥|令牌|密码|环境变量|用户数据)';
const SEND_ZH = '(?:发送|发到|发给|POST|提交|上传|转发|回传|粘贴|抄送)';

export const INJECTION_PATTERNS: Readonly<Record<InjectionRule, readonly RegExp[]>> = {
  'description-override': [
    /\b(?:ignore|forget|disregard)\b.{0,20}\b(?:previous|prior|above|earlier|other|all|any)\b.{0,20}\b(?:instructions?|rules?|messages?|prompts?|guidelines?)\b/i,
    /\b(?:system prompt|developer message|hidden instructions?)\b/i,
    /\b(?:do not|don't|never)\s+(?:tell|inform|mention|reveal|show|disclose)\b.{0,30}\buser\b/i,
    /\byou are now\b/i,
    /(?:忽略|无视|忘掉|忘记)(?:之前|前面|以上|上述|先前|此前|其他|所有|一切)/,
    /系统提示/,
    /(?:不要|别|切勿|禁止|不得)(?:告诉|告知|透露|提醒|让)用户/,
  ],
  'description-exfiltration': [
    new RegExp(`\\b${SEND_EN}\\b[^.。;；]{0,80}\\b${PAYLOAD_EN}\\b`, 'i'),
    new RegExp(
      `\\b${PAYLOAD_EN}\\b[^.。;；]{0,60}\\b(?:to|into)\\b[^.。;；]{0,40}(?:https?://|webhook|endpoint|url|server)`,
      'i',
    ),
    new RegExp(`${PAYLOAD_ZH}[^。；;]{0,40}${SEND_ZH}`, 'i'),
    new RegExp(`${SEND_ZH}[^。；;]{0,40}${PAYLOAD_ZH}`, 'i'),
  ],
  // A URL is printable ASCII: in Chinese text it ends where the next full-width character begins.
  'description-url': [/https?:\/\/[!-~]+/i, /\bwww\.[a-z0-9-]+\.[a-z]/i, /\bwebhook\b/i],
  'description-precondition': [
    /\bbefore (?:calling|using|invoking|running|answering|responding|you (?:call|use|answer))\b/i,
    /\b(?:first|always) (?:call|run|invoke|use|send|fetch|post)\b/i,
    /\bafter (?:calling|using) this(?: tool)?,? (?:you )?(?:must|should|always)\b/i,
    /(?:调用|使用|运行)(?:本|此|这个|该)?(?:工具|函数|接口)?之?前/,
    /(?:请?先|首先)(?:调用|执行|运行|使用|把|将|用)/,
    /调用(?:之)?后(?:务必|必须|请|要)/,
  ],
  'description-imperative': [
    /\byou (?:must|should|need to|have to|are required to)\b/i,
    /\b(?:always|never) (?:call|use|invoke|ask|tell|include|respond|answer|reply|choose|prefer|pick)\b/i,
    /\b(?:important|note to (?:the )?(?:ai|assistant|model))\s*[:!]/i,
    /(?:你|您)(?:必须|应该|应当|需要|务必|一定要)/,
    /(?:务必|必须|一定要|总是|永远|始终)(?:先)?(?:调用|使用|回答|回复|告诉|选择|优先)/,
  ],
  // Tags and chat-template tokens a model reads as a higher-priority channel; a comment hides from the
  // people who render the text but not from the model.
  'description-markup': [
    /<\/?(?:important|system|instructions?|admin|assistant|user|prompt|secret|hidden|context)\b[^<>]{0,40}>/i,
    /<\|(?:im_start|im_end|system|user|assistant|endoftext)\|>/i,
    /\[\/?INST\]|<<\/?SYS>>/,
    /<!--[\s\S]{0,200}?-->/,
  ],
  'description-sensitive': [
    /~\/\.(?:ssh|aws|gnupg|kube|docker|config)\b|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/credentials|\/etc\/(?:passwd|shadow)|\.(?:npmrc|netrc|pgpass|git-credentials)\b|\bmcp\.json\b|claude_desktop_config|(?:^|[\s'"`(/])\.env\b/i,
    /\b(?:private[ _-]?keys?|api[ _-]?keys?|access[ _-]?tokens?|secret[ _-]?keys?|bearer tokens?|auth(?:orization)? tokens?|session (?:cookies?|tokens?)|passwords?|credentials?)\b/i,
    /私钥|密钥|访问令牌|令牌|口令|密码|凭证|凭据|会话\s?Cookie/i,
  ],
  // Zero-width characters, bidirectional controls and Unicode tag characters: text a reviewer cannot see.
  'hidden-text': [
    /[\u200B-\u200F\u2060-\u2064\uFEFF\u00AD\u180E]|[\u202A-\u202E\u2066-\u2069]|[\u{E0000}-\u{E007F}]/u,
  ],
};

/** Invisible characters shown by code point, so a reviewer can see what is there. */
const codePoints = (s: string) =>
  [...s].map((c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

/** Trailing punctuation is not part of a URL. */
const tidy = (rule: InjectionRule, match: string) =>
  rule === 'description-url' ? match.replace(/[.,;:!?)\]}>'"，。；：！？）」』]+$/u, '') : match;

/** Every distinct match of each rule in `text`, as the matched words (at most 5 per rule). */
export function injectionMatches(text: string): { rule: InjectionRule; match: string }[] {
  const out: { rule: InjectionRule; match: string }[] = [];
  for (const [rule, patterns] of Object.entries(INJECTION_PATTERNS) as [InjectionRule, RegExp[]][]) {
    const seen = new Set<string>();
    // Two patterns of one rule often catch the same sentence: keep the first, skip overlaps.
    const spans: [number, number][] = [];
    for (const p of patterns)
      for (const m of text.matchAll(new RegExp(p.source, p.flags.replace('g', '') + 'g'))) {
        const [start, end] = [m.index, m.index + m[0].length];
        if (spans.some(([a, b]) => start < b && a < end)) continue;
        const match = rule === 'hidden-text' ? codePoints(m[0]) : tidy(rule, m[0]);
        const shown = match.length > 80 ? match.slice(0, 77) + '…' : match;
        if (seen.has(shown) || seen.size >= 5) continue;
        seen.add(shown);
        spans.push([start, end]);
        out.push({ rule, match: shown });
      }
  }
  return out;
}
