// The words of the page labs, both languages together.
import type { ConvertError, NodeKind } from '../../src/page-labs/index';
import type { Lang } from '../i18n/strings';
import type { RuntimeFailure } from './runtime';

export interface PageLabWords {
  title(fn: string): string;
  intro: string;
  tryIt: string;
  tryItLabel(fns: string): string;
  close: string;
  chooseFn: string;
  openFull: string;
  call: string;
  param(name: string, ann: string | null): string;
  exprNote(ann: string): string;
  untypedNote: string;
  filesNote: string;
  asPython: string;
  asJson: string;
  addFile: string;
  removeFile: string;
  fileName: string;
  convert(e: ConvertError): string;
  outcome: string;
  returned: string;
  raised: string;
  readable: string;
  printed: string;
  exitReached(id: string): string;
  through(line: number): string;
  fromBuild(python: string): string;
  ranWith(python: string, ms: string): string;
  loading: string;
  running: string;
  stale: string;
  failure: Record<RuntimeFailure | 'stopped-time' | 'stopped-memory' | 'load-error' | 'arg-error', string>;
  exits: string;
  exitsIntro: string;
  kind: Record<NodeKind, string>;
  reachedBy(example: string | null): string;
  notReached: string;
  unreachedNote(n: number): string;
  loadExample: string;
  searching: string;
  flowchart(fn: string): string;
  code(line: number): string;
  agrees: string;
  disagrees: string;
  none: string;
  functionsHeading: string;
  preview(n: number): string;
}

const KIND_ZH: Record<NodeKind, string> = {
  if: '条件',
  elif: '否则如果',
  else: '否则',
  loop: '循环',
  try: '尝试',
  except: '捕获',
  return: '返回',
  raise: '抛出',
  end: '走到函数末尾',
};
const KIND_EN: Record<NodeKind, string> = {
  if: 'if',
  elif: 'elif',
  else: 'else',
  loop: 'loop',
  try: 'try',
  except: 'except',
  return: 'return',
  raise: 'raise',
  end: 'falls off the end',
};

export const PAGE_LAB_WORDS: Record<Lang, PageLabWords> = {
  zh: {
    title: (fn) => `页面函数实验：${fn}`,
    intro:
      '运行的是页面上这段 Python 本身（整段代码块，CPython/Pyodide），每个参数一个编辑框，下方点亮所走的路径。',
    tryIt: '试一试',
    tryItLabel: (fns) => `在旁边打开实验：${fns}`,
    close: '关闭实验',
    chooseFn: '函数',
    openFull: '整页打开',
    call: '实际调用',
    param: (name, ann) => (ann ? `参数 ${name}: ${ann}` : `参数 ${name}`),
    exprNote: (ann) => `注解 ${ann} 无法从 JSON 构造：请直接写一个 Python 表达式。`,
    untypedNote: '没有注解：按 json.loads 的结果传入。',
    filesNote: 'pathlib.Path：这里的文件写入内存中的文件系统，函数收到该文件夹。',
    asPython: '改写为 Python 表达式',
    asJson: '改回 JSON',
    addFile: '添加文件',
    removeFile: '删除文件',
    fileName: '文件路径',
    convert: (e) => {
      switch (e.code) {
        case 'json':
          return `第 ${e.line} 行第 ${e.column} 列不是合法的 JSON`;
        case 'expected':
          return `第 ${e.line} 行第 ${e.column} 列：需要 ${e.want}，这里是 ${e.got}`;
        case 'key':
          return `第 ${e.line} 行第 ${e.column} 列：键 ${e.key} 不能作为 ${e.want} 的键`;
        case 'files':
          return `文件路径必须留在文件夹内：${e.detail}`;
        case 'empty':
          return '这里还是空的：请写一个值';
      }
    },
    outcome: '结果',
    returned: '返回值（repr）',
    raised: '抛出异常',
    readable: '易读视图',
    printed: '打印输出',
    exitReached: (id) => `到达出口 ${id}`,
    through: (line) => `异常从更深处抛出，经过本函数第 ${line} 行离开`,
    fromBuild: (python) => `构建时由 ${python} 算出；你一改输入就在浏览器里重新运行。`,
    ranWith: (python, ms) => `${python} 运行，用时 ${ms} 毫秒`,
    loading: '正在加载 Python（只在第一次）…',
    running: '运行中…',
    stale: '显示的是上一次运行的结果',
    failure: {
      load: 'Python 运行环境没能加载。',
      timeout: '运行超过时限（约 2 秒）被终止：可能是死循环。已换上新的运行环境，下一次运行照常。',
      memory: '内存占用失控，运行环境已被替换；下一次运行照常。',
      crash: '运行环境出错，已替换。',
      'stopped-time': '运行超过时限（约 2 秒）被终止：可能是死循环。',
      'stopped-memory': '内存占用超过上限，运行被终止。',
      'load-error': '代码块本身运行出错（在调用函数之前）：',
      'arg-error': '参数表达式求值出错：',
    },
    exits: '出口',
    exitsIntro: '函数的每个 return / raise（以及走到末尾）都是一个出口；每个出口配一个能到达它的例子。',
    kind: KIND_ZH,
    reachedBy: (ex) => (ex ? `页面例子「${ex}」可到达` : '自动搜索找到的例子可到达'),
    notReached: '没有找到能到达这里的输入',
    unreachedNote: (n) => `${n} 个出口没有例子：页面例子和自动搜索都没能到达。`,
    loadExample: '载入例子',
    searching: '正在搜索能到达每个出口的输入…',
    flowchart: (fn) => `${fn} 的控制流，所走路径已点亮`,
    code: (line) => `页面代码块（第 ${line} 行起）`,
    agrees: '与移植版本一致',
    disagrees: '与移植版本不一致',
    none: '（无）',
    functionsHeading: '页面函数实验',
    preview: (n) => `这份草稿有 ${n} 个函数实验`,
  },
  en: {
    title: (fn) => `Page function lab: ${fn}`,
    intro:
      'This runs the page’s own Python (the whole code block, in CPython/Pyodide): one editor per parameter, with the path taken lit below.',
    tryIt: 'Try it',
    tryItLabel: (fns) => `Open the lab beside the code: ${fns}`,
    close: 'Close the lab',
    chooseFn: 'Function',
    openFull: 'Open as a page',
    call: 'The call made',
    param: (name, ann) => (ann ? `Parameter ${name}: ${ann}` : `Parameter ${name}`),
    exprNote: (ann) => `The annotation ${ann} cannot be built from JSON: write a Python expression.`,
    untypedNote: 'No annotation: passed as json.loads gives it.',
    filesNote:
      'pathlib.Path: these files are written to an in-memory file system and the function gets the folder.',
    asPython: 'Write as a Python expression',
    asJson: 'Back to JSON',
    addFile: 'Add a file',
    removeFile: 'Remove the file',
    fileName: 'File path',
    convert: (e) => {
      switch (e.code) {
        case 'json':
          return `Not valid JSON at line ${e.line}, column ${e.column}`;
        case 'expected':
          return `Line ${e.line}, column ${e.column}: expected ${e.want}, got ${e.got}`;
        case 'key':
          return `Line ${e.line}, column ${e.column}: the key ${e.key} cannot be a key of ${e.want}`;
        case 'files':
          return `A file path must stay inside the folder: ${e.detail}`;
        case 'empty':
          return 'This is empty: write a value';
      }
    },
    outcome: 'Outcome',
    returned: 'Returned (repr)',
    raised: 'Raised',
    readable: 'Readable view',
    printed: 'Printed',
    exitReached: (id) => `Reached exit ${id}`,
    through: (line) => `Raised further in; it left this function at line ${line}`,
    fromBuild: (python) =>
      `Computed at build time by ${python}; it runs again in your browser as soon as you edit.`,
    ranWith: (python, ms) => `Ran in ${python}, ${ms} ms`,
    loading: 'Loading Python (first time only)…',
    running: 'Running…',
    stale: 'Showing the previous run',
    failure: {
      load: 'The Python runtime did not load.',
      timeout:
        'The run passed its time bound (about 2 s) and was stopped: an endless loop? A fresh runtime is ready for the next run.',
      memory: 'Memory use ran away; the runtime was replaced and the next run works.',
      crash: 'The runtime failed and was replaced.',
      'stopped-time': 'The run passed its time bound (about 2 s) and was stopped: an endless loop?',
      'stopped-memory': 'The run passed its memory bound and was stopped.',
      'load-error': 'The code block itself failed (before the function was called):',
      'arg-error': 'An argument expression failed:',
    },
    exits: 'Exits',
    exitsIntro:
      'Every return / raise of the function (and falling off its end) is an exit; each has an example that reaches it.',
    kind: KIND_EN,
    reachedBy: (ex) =>
      ex ? `reached by the page example “${ex}”` : 'reached by an example the search found',
    notReached: 'no input found that reaches it',
    unreachedNote: (n) =>
      `${n} exit(s) have no example: neither the page’s examples nor the search reached them.`,
    loadExample: 'Load example',
    searching: 'Searching for inputs that reach every exit…',
    flowchart: (fn) => `Control flow of ${fn}, with the path taken lit`,
    code: (line) => `The page’s code block (from line ${line})`,
    agrees: 'agrees with the port',
    disagrees: 'disagrees with the port',
    none: '(none)',
    functionsHeading: 'Page function labs',
    preview: (n) => `This draft has ${n} function lab(s)`,
  },
};
