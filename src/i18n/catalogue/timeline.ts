/** Why action-chain's retry timeline cannot be played: its shape, or an event that cannot happen. */
export const TIMELINE = {
  'timeline.notObject': { en: 'The timeline must be a JSON object.', zh: '时间线必须是一个 JSON 对象。' },
  'timeline.unknownField': { en: 'Unknown field "{field}".', zh: '未知字段 "{field}"。' },
  'timeline.tool': {
    en: 'tool must be a string (the write tool).',
    zh: 'tool 必须是字符串（写操作的工具名）。',
  },
  'timeline.key': {
    en: 'key must be a non-empty string (the idempotency key).',
    zh: 'key 必须是非空字符串（幂等键）。',
  },
  'timeline.events': { en: 'events must be an array of events.', zh: 'events 必须是事件数组。' },
  'timeline.eventKind': {
    en: 'Event {i} must be one of {names} (or an object with an "event" field).',
    zh: '第 {i} 个事件必须是 {names} 之一（或带 "event" 字段的对象）。',
  },
  'timeline.eventField': {
    en: 'Field "{field}" does not fit event {i}: only call/retry take a boolean "lost", only complete takes a string "evidence".',
    zh: '第 {i} 个事件的字段 "{field}" 不适用：只有 call/retry 可带布尔值 lost，只有 complete 可带字符串 evidence。',
  },
  'timeline.retryFirst': {
    en: 'Event {i}: nothing was sent yet, so there is nothing to retry.',
    zh: '第 {i} 个事件：还没有发过请求，无从重试。',
  },
  'timeline.stillWaiting': {
    en: 'Event {i}: attempt {n} is still waiting; add a timeout or a response first.',
    zh: '第 {i} 个事件：第 {n} 次请求还在等待，先写 timeout 或 response。',
  },
  'timeline.nothingToTimeOut': {
    en: 'Event {i}: no request is waiting, so nothing can time out.',
    zh: '第 {i} 个事件：没有正在等待的请求，谈不上超时。',
  },
  'timeline.lostNoResponse': {
    en: 'Event {i}: attempt {n} was lost on the way and gets no response; use timeout.',
    zh: '第 {i} 个事件：第 {n} 次请求在路上丢了，不会有响应；请改用 timeout。',
  },
  'timeline.lostNoLate': {
    en: 'Event {i}: attempt {n} was lost, so no late response can arrive.',
    zh: '第 {i} 个事件：第 {n} 次请求丢了，不会有迟到的响应。',
  },
  'timeline.nothingWaiting': {
    en: 'Event {i}: no request is waiting for this response.',
    zh: '第 {i} 个事件：没有等待中的请求，这个响应无处对应。',
  },
} as const;
