/**
 * What the SDK client did with a captured call, in words, and where that agrees or differs with the
 * page's teaching verdict. The facts come from the capture (TypeScript SDK 1.x: `callTool` resolves
 * with an isError result, throws the server's JSON-RPC error as McpError with its code, throws -32602 /
 * -32600 itself when structuredContent breaks or lacks the cached outputSchema, drops a response it
 * cannot match or parse with an onerror report and then times out with -32001). Pure and SDK-free.
 */
import type { Bilingual } from '../../i18n/index.ts';
import type { Captured } from './state.ts';

export interface SdkComparison {
  /** The library and the page reach the same kind of answer (both accept, or both refuse or wait). */
  agree: boolean;
  /** What the SDK client did, in one or two sentences. */
  did: Bilingual;
  /** Where that meets the page's verdict, and why they agree or differ. */
  compare: Bilingual;
}

const TIMEOUT = -32001;

function errorCodeOf(response: string | null): number | undefined {
  if (response === null) return undefined;
  try {
    const code = (JSON.parse(response) as { error?: { code?: unknown } } | null)?.error?.code;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** Why the SDK dropped a response, from what it reported through onerror. */
function droppedBecause(reports: readonly string[]): Bilingual {
  const all = reports.join('\n');
  if (/not valid JSON-RPC/.test(all))
    return { zh: '认不出这是一条合法的 JSON-RPC 消息', en: 'could not read it as a valid JSON-RPC message' };
  if (/unknown message ID/.test(all))
    return {
      zh: '无法把它和任何一个等待中的请求配对',
      en: 'could not pair it with any request it was waiting on',
    };
  return { zh: '没有接受它', en: 'did not accept it' };
}

function did(c: Captured): Bilingual {
  const { sdk } = c;
  if (sdk.kind === 'resolved') {
    const base = {
      zh: 'SDK 客户端的 callTool 正常返回了结果，没有抛错。',
      en: 'The SDK client’s callTool returned the result without throwing.',
    };
    const check: Record<string, Bilingual> = {
      passed: {
        zh: '它用 Ajv 按工具的 outputSchema 校验了 structuredContent，通过。',
        en: 'It checked structuredContent against the tool’s outputSchema with Ajv, and it passed.',
      },
      skipped: {
        zh: '它没有做 outputSchema 校验：结果里没有 structuredContent 可查。',
        en: 'It ran no outputSchema check: the result carries no structuredContent to check.',
      },
      no_schema: {
        zh: '它没有做结构校验：列出的工具里没有这个工具的 outputSchema。',
        en: 'It ran no structure check: no outputSchema for this tool was among the listed tools.',
      },
    };
    const extra = check[sdk.outputSchema] ?? { zh: '', en: '' };
    return { zh: base.zh + extra.zh, en: `${base.en} ${extra.en}`.trim() };
  }
  const e = sdk.error ?? { name: 'Error', message: '' };
  const head = {
    zh: `SDK 客户端的 callTool 抛出了 ${e.name}${e.code === undefined ? '' : `（${e.code}）`}：${e.message}。`,
    en: `The SDK client’s callTool threw ${e.name}${e.code === undefined ? '' : ` (${e.code})`}: ${e.message}.`,
  };
  let why: Bilingual = { zh: '', en: '' };
  if (sdk.outputSchema === 'failed')
    why = {
      zh: '这是 SDK 在客户端按缓存的 outputSchema 校验 structuredContent 失败后自己抛的，不是服务端发来的错误。',
      en: 'The SDK threw this itself, on the client, after structuredContent failed the cached outputSchema; the server sent no error.',
    };
  else if (sdk.outputSchema === 'missing')
    why = {
      zh: '这是 SDK 在客户端发现工具声明了 outputSchema、结果却没有 structuredContent 后自己抛的。',
      en: 'The SDK threw this itself, on the client, because the tool declares an outputSchema and the result has no structuredContent.',
    };
  else if (c.noResponse === 'cancelled')
    why = {
      zh: '调用被取消：SDK 发出 notifications/cancelled，然后不再等待。',
      en: 'The call was cancelled: the SDK sent notifications/cancelled and stopped waiting.',
    };
  else if (e.code === TIMEOUT)
    why = {
      zh: '这是 SDK 自己的超时：时限到了，它发出 notifications/cancelled，然后放弃。',
      en: 'This is the SDK’s own timeout: when time ran out it sent notifications/cancelled and gave up.',
    };
  return { zh: head.zh + why.zh, en: `${head.en} ${why.en}`.trim() };
}

function compare(outcome: string, c: Captured): { agree: boolean; compare: Bilingual } {
  const { sdk } = c;
  const resolved = sdk.kind === 'resolved';
  const code = sdk.error?.code;
  const dropped = !resolved && code === TIMEOUT && c.response !== null;
  switch (outcome) {
    case 'unknown':
      return {
        agree: !resolved,
        compare: {
          zh: '两边都没有拿到答案，说法却不同：SDK 抛出一个错误，看起来像失败；本页叫它 unknown，因为服务端可能已经做完了（演示服务器正是做完才压住回复的）。重试之前先回查，写操作靠幂等键。',
          en: 'Neither side got an answer, but they name it differently: the SDK throws an error, which looks like a failure; the page calls it unknown, because the server may have finished the work (the demo server does the work, then holds the reply). Check back before a retry; a write relies on its idempotency key.',
        },
      };
    case 'verify_business':
      return resolved
        ? {
            agree: true,
            compare: {
              zh: '两边都接受了这份结果。SDK 按完整的 outputSchema 校验，比本页只查 count 的契约更严；但两边都不看业务含义：城市、天数对不对，还要宿主对照请求核实。',
              en: 'Both accept this result. The SDK checks the whole outputSchema, stricter than the page’s count contract; neither looks at business meaning: whether the city and the days are right is for the host to verify against the request.',
            },
          }
        : {
            agree: false,
            compare: {
              zh: '本页的检查全部通过，SDK 却抛错了：它按完整的 outputSchema 校验，本页的教学契约只看 count。',
              en: 'Every check of the page passes, yet the SDK threw: it validates the whole outputSchema, while the page’s teaching contract only looks at count.',
            },
          };
    case 'tool_error':
      return resolved
        ? {
            agree: false,
            compare: {
              zh: '对 SDK 来说，isError 为真的结果也是正常返回，它不抛错。本页判为 tool_error：工具失败了，宿主必须自己读 isError，把失败说明交给模型去改正，而不是当成成功。',
              en: 'To the SDK an isError result is a normal return: it does not throw. The page says tool_error: the tool failed, and the host must read isError itself and hand the explanation to the model, not treat it as a success.',
            },
          }
        : {
            agree: true,
            compare: {
              zh: '两边都没有把它当成功。注意 TypeScript SDK 1.x 即使在 isError 为真时也会校验 structuredContent，这里抛错的原因未必是工具失败本身。',
              en: 'Neither treats it as a success. Note that TypeScript SDK 1.x checks structuredContent even when isError is true, so its throw need not come from the tool failure itself.',
            },
          };
    case 'output_schema_error':
      return resolved
        ? {
            agree: false,
            compare: {
              zh: 'SDK 接受了：它只用 listTools 缓存下来的 outputSchema 校验，这里没有可用的。本页的契约要求 structuredContent 是带非负整数 count 的对象，所以判 output_schema_error。',
              en: 'The SDK accepted it: it validates only with outputSchemas cached by listTools, and had none to use here. The page’s contract needs structuredContent to be an object with a non-negative int count, so it says output_schema_error.',
            },
          }
        : {
            agree: true,
            compare: {
              zh: `两边都拒绝了这份结果。但 SDK 的错误码 ${code ?? '—'} 看起来像协议层的错误，其实是客户端自己的校验：服务端的响应在协议层完全正常，坏的是输出结构。`,
              en: `Both refuse this result. But the SDK’s code ${code ?? '—'} looks like a protocol-layer error while it is the client’s own check: the server’s response is fine at the protocol layer; the output structure is what is broken.`,
            },
          };
    case 'protocol_error':
      if (!resolved && code !== undefined && code === errorCodeOf(c.response))
        return {
          agree: true,
          compare: {
            zh: `两边都把它当作协议层的失败：SDK 把服务端的 JSON-RPC error 原样变成 McpError（${code}）抛给调用方。`,
            en: `Both treat it as a protocol-layer failure: the SDK turns the server’s JSON-RPC error into an McpError (${code}) for its caller, code unchanged.`,
          },
        };
      break;
    case 'protocol_mismatch':
    case 'malformed':
      if (dropped) {
        const why = droppedBecause(c.sdk.reports);
        return {
          agree: false,
          compare: {
            zh: `SDK 从没把这条响应交给调用方：它${why.zh}，在 onerror 里报告一声就丢掉，接着等到超时。所以库给出的是“超时”，而本页看到了这条响应，能指出它坏在 ${outcome} 这一层。`,
            en: `The SDK never handed this response to its caller: it ${why.en}, reported it through onerror, dropped it and waited until its timeout. So the library says “timeout”, while the page sees the response and can name the layer that broke: ${outcome}.`,
          },
        };
      }
      break;
  }
  const happy = outcome === 'verify_business';
  return {
    agree: resolved === happy,
    compare: {
      zh: `SDK ${resolved ? '接受了结果' : '抛了错'}；本页的判定是 ${outcome}。`,
      en: `The SDK ${resolved ? 'accepted the result' : 'threw'}; the page’s verdict is ${outcome}.`,
    },
  };
}

/** The SDK's behaviour on a captured call beside the page's verdict (`outcome`, from the live run). */
export function compareWithSdk(outcome: string, captured: Captured): SdkComparison {
  return { did: did(captured), ...compare(outcome, captured) };
}
