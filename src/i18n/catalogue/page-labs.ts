/**
 * The page labs' state and comparison messages: the toolbar, the way back to the page, and what the
 * TypeScript port says beside a run of the page's own Python (`{python}` and `{port}` are Python reprs).
 */
export const PAGE_LABS = {
  'pageLab.backToPage': { en: 'Back to the page: {title}', zh: '回到页面：{title}' },
  'pageLab.backToPageUntitled': { en: 'Back to the page', zh: '回到页面' },
  'pageLab.reset': { en: 'Reset to the default inputs', zh: '恢复默认输入' },
  'pageLab.undo': { en: 'Undo the last button change', zh: '撤销上一次按钮带来的改动' },
  'pageLab.toolbar': { en: 'Inputs of {fn}', zh: '{fn} 的输入' },
  'pageLab.port.agrees': {
    en: 'Agrees with the port: the TypeScript port gives the same result, {port}',
    zh: '与移植版本一致：TypeScript 移植版本给出同样的结果 {port}',
  },
  'pageLab.port.differs': {
    en: 'Differs from the port: the page’s Python gives {python}, the TypeScript port gives {port}',
    zh: '与移植版本不一致：页面的 Python 给出 {python}，TypeScript 移植版本给出 {port}',
  },
  'pageLab.port.notComparable': {
    en: 'Not compared with the port: {why}',
    zh: '没有与移植版本比较：{why}',
  },
  'pageLab.port.whyExpression': {
    en: 'an input is a Python expression, which the port cannot read',
    zh: '有输入是 Python 表达式，移植版本读不了',
  },
  'pageLab.port.whyCall': {
    en: 'the port is called with Python sets here; write this input as a set literal of strings',
    zh: '移植版本在这里按 Python 集合调用；请把这个输入写成由字符串组成的集合字面量',
  },
  'pageLab.port.whyStopped': { en: 'the run did not finish', zh: '这次运行没有结束' },
} as const;
