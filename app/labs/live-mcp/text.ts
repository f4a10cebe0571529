// The live-MCP lab's own UI words, in both languages.
const b = (zh: string, en: string) => ({ zh, en });

export const T = {
  // connection
  starting: b(
    '正在 Web Worker 里启动演示服务器并握手……',
    'Starting the demo server in a Web Worker and shaking hands…',
  ),
  connected: b('已连接', 'Connected'),
  server: b('服务器', 'Server'),
  negotiated: b(
    '协商出的协议版本 {negotiated}（客户端请求的是它最新的 {requested}，服务器按自己支持的版本回答）',
    'Negotiated protocol {negotiated} (the client asked for its newest, {requested}; the server answered with the one it supports)',
  ),
  sameVersion: b('协议版本 {negotiated}', 'Protocol {negotiated}'),
  failed: b('连接失败：', 'Could not connect: '),
  restart: b('重启服务器', 'Restart the server'),
  restartNote: b(
    '重启会清空消息记录，开始一次新的会话。',
    'A restart clears the message log and starts a new session.',
  ),
  // faults
  faults: b('故障开关（在服务器上）', 'Fault switches (on the server)'),
  faultsIntro: b(
    '打开一个开关，下一次调用就会带上这个故障；打开后会显示它要教的东西。',
    'A switch takes effect on the next call; switch one on to read what it teaches.',
  ),
  serverLayer: b('服务器的处理函数产生', 'Produced by the server’s handlers'),
  transportLayer: b(
    '在服务器的传输层改写（SDK 的 Server 不会发出这种消息）',
    'Rewritten at the server’s transport (the SDK’s Server never sends these)',
  ),
  changedSince: b(
    '开关在上一次调用之后改过了：再调用一次，看看它们的效果。',
    'The switches changed since the last call: call again to see what they do.',
  ),
  // the call
  callTitle: b('调用工具', 'Call a tool'),
  tool: b('工具', 'Tool'),
  args: b(
    '参数（JSON，按工具的 inputSchema 补全）',
    'Arguments (JSON, completion from the tool’s inputSchema)',
  ),
  argsNotJson: b(
    '参数不是 JSON（第 {line} 行第 {column} 列）：{message}',
    'The arguments are not JSON (line {line}, column {column}): {message}',
  ),
  call: b('调用', 'Call'),
  calling: b('调用中……', 'Calling…'),
  cancel: b('取消', 'Cancel'),
  listAgain: b('再列一次工具', 'List tools again'),
  timeoutNote: b(
    '客户端给每个请求 {seconds} 秒（SDK 自己的默认值是 60 秒）；进度通知会重新计时，但总共不超过 {max} 秒。',
    'The client gives each request {seconds} s (the SDK’s own default is 60 s); progress notifications restart the clock, up to {max} s in all.',
  ),
  progress: b('进度', 'Progress'),
  notReady: b('服务器还没连上。', 'The server is not connected yet.'),
  // the capture
  captureTitle: b('上一次调用', 'The last call'),
  capturedCall: b('{tool}，请求 id {id}', '{tool}, request id {id}'),
  replied: b('收到了回复。', 'A reply arrived.'),
  noReply: {
    timeout: b('没有回复：客户端超时了。', 'No reply: the client timed out.'),
    cancelled: b('没有回复：调用被取消。', 'No reply: the call was cancelled.'),
    closed: b('没有回复：连接关闭了。', 'No reply: the connection closed.'),
  },
  injected: b(
    '这条回复在服务器的传输层被改写过（{faults}）：SDK 的 Server 自己从不发出这样的消息。',
    'This reply was rewritten at the server’s transport ({faults}): the SDK’s Server never sends such a message itself.',
  ),
  classify: b('在响应分类实验里分析这条响应', 'Classify this response in the classifier lab'),
  review: b('在工具评审实验里审查这些工具', 'Review these tools in the tool-review lab'),
  reviewNote: b('（用最近一次 tools/list 的结果）', '(the result of the latest tools/list)'),
  sdkTitle: b('SDK 客户端怎么做，和本页的判定比一比', 'What the SDK client did, beside the page’s verdict'),
  verdict: b('本页的判定', 'The page’s verdict'),
  agree: b('一致', 'They agree'),
  differ: b('不一致', 'They differ'),
  outputCheck: b('outputSchema 校验', 'outputSchema check'),
  outputChecks: {
    passed: b('通过', 'passed'),
    failed: b('不通过（SDK 抛错）', 'failed (the SDK threw)'),
    missing: b('缺少 structuredContent（SDK 抛错）', 'no structuredContent (the SDK threw)'),
    skipped: b('没有做', 'not run'),
    no_schema: b('没有可用的 schema', 'no schema to use'),
  },
  reports: b('SDK 通过 onerror 报告：', 'The SDK reported through onerror:'),
  notCalledYet: b('还没有调用。', 'No call yet.'),
  // the log
  logTitle: b('消息记录', 'Message log'),
  logIntro: b(
    '线路上的每一条 JSON-RPC 消息，按先后顺序，两个方向都有。点一条看全文。',
    'Every JSON-RPC message on the wire, in order, both directions. Select one to see all of it.',
  ),
  logEmpty: b('还没有消息。', 'No messages yet.'),
  out: b('客户端 → 服务器', 'client → server'),
  in: b('服务器 → 客户端', 'server → client'),
  response: b('响应', 'response'),
  responseTo: b('对 {method} 的响应', 'response to {method}'),
  unreadable: b('无法读取的消息', 'unreadable message'),
  noId: b('无 id', 'no id'),
};
