// The words of the "run the page's Python" panel (PythonPanel.tsx), both languages together.
import type { PanelNote, PanelVerdict } from '../../src/fidelity/index';
import type { PanelFailure } from './python-runtime';

interface PanelWords {
  title: string;
  intro(fn: string, page: string): string;
  run: string;
  stop: string;
  retry: string;
  loading: string;
  running: string;
  ranWith(python: string): string;
  follows: string;
  stopped: string;
  python: string;
  port: string;
  outcome: string;
  answer: string;
  refused: string;
  code(page: string, line: number): string;
  openPage(page: string): string;
  verdict: Record<PanelVerdict, string>;
  notesTitle: string;
  notes: Record<PanelNote, string>;
  failure: Record<PanelFailure, (message: string) => string>;
}

export const PANEL_WORDS: Record<'zh' | 'en', PanelWords> = {
  zh: {
    title: '运行页面上的 Python',
    intro: (fn, page) =>
      `实验运行的是页面「${page}」中 ${fn}() 的 TypeScript 移植版。这个按钮在你的浏览器里用 Pyodide（编译成 WebAssembly 的 CPython）原样运行页面上的 Python 代码，在当前输入上与移植版并排比较。运行时约 12 MB，来自本站，第一次按下时才下载。`,
    run: '运行页面上的 Python',
    stop: '停止',
    retry: '重试',
    loading: '正在载入 Python（约 12 MB，来自本站）……',
    running: '正在运行页面上的函数……',
    ranWith: (python) => `运行环境：${python}。`,
    follows: '之后每次修改输入都会自动重新运行。',
    stopped: '已停止。再按一次按钮会重新载入 Python。',
    python: '页面上的 Python',
    port: '实验的移植版',
    outcome: '结果：',
    answer: '返回值：',
    refused: '严格的 JSON 读取器拒绝了这段文本（位置见上方的结果面板）。',
    code: (page, line) => `运行的代码：「${page}」页第 ${line} 行开始的代码块`,
    openPage: (page) => `打开「${page}」页`,
    verdict: {
      agree: '一致：页面上的 Python 与实验的移植版给出相同的答案。',
      explained: '不一致，但原因是已知的（见下方说明）。',
      differ: '不一致：移植版在这里没有照页面上的代码来。这是实验的缺陷，差分测试本应发现它。',
    },
    notesTitle: 'Python 的规则与严格 JSON 读取器的差别',
    notes: {
      nan: '输入里有 NaN 或 Infinity。Python 的 json.loads 接受它们（这是 Python 的扩展），严格的读取器按 RFC 8259 拒绝，所以移植版报告“不是合法 JSON”，而 Python 照常调用函数。这是两者在“什么算 JSON”上唯一已知的分歧。',
      'duplicate-keys':
        '有对象重复了同一个键。RFC 8259 没有规定这时的含义；Python 的 json.loads 保留最后一个值（放在第一次出现的位置），实验的读取器也这样做，所以两边看到的是同一个对象。换一个 JSON 库，可能保留第一个值，也可能直接拒绝。',
      'huge-int':
        '有整数超过 4300 位。CPython 从 3.11 起拒绝转换这么长的整数字面量（防止转换过慢），抛出 ValueError；实验的读取器同样拒绝。两边都报告输入不可读，只是措辞不同。',
      'big-int':
        '有整数超出 ±2^53。Python 的 int 在任何大小下都是精确的；JavaScript 的 number 会把它舍入，所以实验的读取器把它保存为精确的大整数，移植版比较的值与 Python 相同。',
      'set-order':
        '函数按 Python 集合的哈希顺序逐个检查，而不止一个元素会失败，于是先报哪个错误由不得语言规定。移植版按码点顺序检查；让 Python 也按码点顺序遍历这个集合，它给出的答案与移植版完全相同。',
    },
    failure: {
      load: (m) => `无法载入 Python：${m}。实验的其余部分不受影响。`,
      run: (m) => `调用失败：${m}`,
      timeout: () => '函数在 20 秒内没有返回，已被停止。',
      cancelled: () => '已停止。',
      unsupported: () => '这个实验的函数还没有接入运行器。',
      page: (m) => `无法载入页面上的代码：${m}`,
    },
  },
  en: {
    title: "Run the page's Python",
    intro: (fn, page) =>
      `The lab runs a TypeScript port of ${fn}() from the page “${page}”. This button runs the page's own Python code, unchanged, in your browser with Pyodide (CPython compiled to WebAssembly), on the current input and beside the port. The runtime (about 12 MB, from this site) is fetched the first time you press it.`,
    run: "Run the page's Python",
    stop: 'Stop',
    retry: 'Try again',
    loading: 'Loading Python (about 12 MB, from this site)…',
    running: "Running the page's function…",
    ranWith: (python) => `Ran with ${python}.`,
    follows: 'From now on it runs again after every edit.',
    stopped: 'Stopped. Press the button to load Python again.',
    python: "The page's Python",
    port: "The lab's port",
    outcome: 'Outcome: ',
    answer: 'Answer:',
    refused: 'The strict JSON reader refuses this text (the outcome panel above says where).',
    code: (page, line) => `The code that ran: the “${page}” page, code block at line ${line}`,
    openPage: (page) => `Open the “${page}” page`,
    verdict: {
      agree: "Agree: the page's Python and the lab's port give the same answer.",
      explained: 'Differ, for a documented reason (see below).',
      differ:
        'Differ: the port does not follow the page here. That is a bug in the lab; the differential test should have caught it.',
    },
    notesTitle: "Where Python's rules and the strict JSON reader part ways",
    notes: {
      nan: "The input contains NaN or Infinity. Python's json.loads accepts them (a Python extension); the strict reader refuses them, as RFC 8259 does, so the port reports the text as not JSON while Python calls the function anyway. This is the one known place where the two disagree on what JSON is.",
      'duplicate-keys':
        "An object repeats a key. RFC 8259 leaves the meaning open; Python's json.loads keeps the last value (at the first key's position), and the lab's reader does the same, so both see the same object. Another JSON library might keep the first value, or refuse the text.",
      'huge-int':
        'An integer has more than 4300 digits. Since 3.11 CPython refuses to convert such a long literal (a guard against slow conversions) and raises ValueError; the lab’s reader refuses it too. Both report the input as unreadable, in their own words.',
      'big-int':
        "An integer lies beyond ±2^53. Python's int is exact at any size; a JavaScript number would round it, so the lab's reader keeps it as an exact big integer and the port compares the same value Python does.",
      'set-order':
        'The function checks the elements of a Python set in hash order, and more than one of them fails, so which error comes first is not fixed by the language. The port checks in code point order; Python, made to visit the set in that order, gives exactly the port’s answer.',
    },
    failure: {
      load: (m) => `Python could not be loaded: ${m}. The rest of the lab works without it.`,
      run: (m) => `The call failed: ${m}`,
      timeout: () => 'The function did not answer within 20 s and was stopped.',
      cancelled: () => 'Stopped.',
      unsupported: () => "This lab's function has no runner yet.",
      page: (m) => `The page's code could not be loaded: ${m}`,
    },
  },
};
