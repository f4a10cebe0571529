/** The sentences of the retry timeline, in both languages (what the panel writes under each step). */
import { labelled, type Bilingual, type Lang } from '../../i18n/index.ts';
import type { Lane, LaneStep, Note, Timeline, Verdict } from './timeline.ts';

export const LANE_TITLES: Record<Lane, Bilingual> = {
  nokey: { zh: '不带幂等键', en: 'Without an idempotency key' },
  key: { zh: '带幂等键', en: 'With an idempotency key' },
};

export const VERDICT_TITLES: Record<Verdict, Bilingual> = {
  done: { zh: '准予完成', en: 'Completion accepted' },
  in_flight: { zh: '不能完成：请求还在等待', en: 'Not done: a request is still waiting' },
  no_recheck: { zh: '不能完成：没有回查证据', en: 'Not done: no recheck evidence' },
  duplicate: { zh: '不能完成：副作用重复', en: 'Not done: duplicate side effect' },
  nothing: { zh: '不能完成：什么也没发生', en: 'Not done: nothing happened' },
};

function sent(step: LaneStep, note: Extract<Note, { kind: 'sent' }>, t: Timeline): Bilingual {
  const { attempt: n, server, effect } = note;
  const who =
    step.event === 'call'
      ? { zh: `模型发出调用（第 ${n} 次请求）`, en: `The model's call goes out (attempt ${n})` }
      : { zh: `宿主重试（第 ${n} 次请求）`, en: `The host retries (attempt ${n})` };
  const what =
    server === 'lost'
      ? {
          zh: '请求在路上丢失，服务端什么也没收到。',
          en: 'the request is lost on the way and the server receives nothing.',
        }
      : server === 'replayed'
        ? {
            zh: `请求带着同一个幂等键 ${t.key} 到达，服务端认出这是同一次提交，返回第 ${effect} 个副作用的结果，没有再执行。`,
            en: `it arrives with the same idempotency key ${t.key}; the server recognises the submission and returns the result of side effect #${effect} without running again.`,
          }
        : {
            zh: `请求到达服务端，${t.tool} 执行，真实系统里出现第 ${effect} 个副作用。`,
            en: `it reaches the server, ${t.tool} runs, and the real system now holds side effect #${effect}.`,
          };
  return { zh: labelled('zh', who.zh, what.zh), en: labelled('en', who.en, what.en) };
}

function completion(step: LaneStep, note: Extract<Note, { kind: 'complete' }>): Bilingual {
  const { verdict, evidence, verified } = note;
  const offered = evidence
    ? {
        zh: `模型申请完成，附上的证据是“${evidence}”（宿主不据此判定）。`,
        en: `The model asks to finish, offering "${evidence}" (the host does not decide on it).`,
      }
    : { zh: '模型申请完成。', en: 'The model asks to finish.' };
  const waiting = step.attempts.find((a) => a.state === 'waiting')?.n;
  const unknown = step.attempts.filter((a) => a.state === 'unknown').map((a) => a.n);
  const why: Record<Verdict, Bilingual> = {
    done: {
      zh: '宿主自己的回查显示恰好 1 个副作用，准予完成。',
      en: "The host's own recheck shows exactly one side effect: completion accepted.",
    },
    in_flight: {
      zh: `第 ${waiting} 次请求还在等待，结果未出，不能完成。`,
      en: `Attempt ${waiting} is still waiting for its answer, so the task cannot be done.`,
    },
    no_recheck: {
      zh:
        unknown.length > 0
          ? `第 ${unknown.join('、')} 次请求的结果仍是未知，宿主还没有回查真实系统，不能完成。`
          : '宿主自上次发送以来没有回查真实系统；工具自己的回复和模型的说法都不是核验，不能完成。',
      en:
        unknown.length > 0
          ? `The outcome of attempt ${unknown.join(', ')} is still unknown and the host has not rechecked the real system: not done.`
          : "The host has not rechecked the real system since the last send; the tool's own reply and the model's word are not verification: not done.",
    },
    duplicate: {
      zh: `回查显示真实系统里有 ${verified} 个副作用：写操作重复执行了，需要补救（撤销多余的），不能算完成。`,
      en: `The recheck shows ${verified} side effects in the real system: the write ran more than once and needs repair (undo the extra one), not completion.`,
    },
    nothing: {
      zh: '回查显示真实系统里没有任何副作用：写操作根本没有发生，不能算完成。',
      en: 'The recheck shows no side effect at all: the write never happened, so the task is not done.',
    },
  };
  return { zh: offered.zh + why[verdict].zh, en: `${offered.en} ${why[verdict].en}` };
}

/** The sentence under one step of one lane. */
export function stepText(step: LaneStep, t: Timeline, lang: Lang): string {
  const note = step.note;
  switch (note.kind) {
    case 'sent':
      return sent(step, note, t)[lang];
    case 'timeout':
      return {
        zh: `第 ${note.attempt} 次请求超时：宿主停止等待并发出取消通知；这次写操作生效没有，现在是未知。`,
        en: `Attempt ${note.attempt} times out: the host stops waiting and sends a cancellation; whether the write took effect is now unknown.`,
      }[lang];
    case 'response':
      return (
        note.server === 'replayed'
          ? {
              zh: `第 ${note.attempt} 次请求的响应到达：服务端说这是重复提交，返回的是第 ${note.effect} 个副作用。`,
              en: `The response to attempt ${note.attempt} arrives: the server reports a repeat and returns side effect #${note.effect}.`,
            }
          : {
              zh: `第 ${note.attempt} 次请求的响应到达：服务端报告创建了第 ${note.effect} 个副作用。`,
              en: `The response to attempt ${note.attempt} arrives: the server reports that it made side effect #${note.effect}.`,
            }
      )[lang];
    case 'late':
      return {
        zh: `第 ${note.attempt} 次请求的响应迟到了：宿主已经放弃等待，不采用它；那次尝试在回查之前仍是未知。`,
        en: `The response to attempt ${note.attempt} arrives late: the host has stopped waiting and ignores it; that attempt stays unknown until a recheck.`,
      }[lang];
    case 'recheck': {
      const resolved = note.resolved;
      return {
        zh:
          `宿主回查真实系统：共有 ${note.effects} 个副作用。` +
          (resolved.length > 0 ? `第 ${resolved.join('、')} 次请求的结果由此确定。` : ''),
        en:
          `The host rechecks the real system: ${note.effects} side effect${note.effects === 1 ? '' : 's'}.` +
          (resolved.length > 0 ? ` This settles attempt ${resolved.join(', ')}.` : ''),
      }[lang];
    }
    case 'complete':
      return completion(step, note)[lang];
  }
}
