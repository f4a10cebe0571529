// The words of a page lab's presenter mode, walkthrough and export, both languages together (the
// classroom's shared words, such as "Exit presenter", come from the app strings).
import type { Lang } from '../i18n/strings';

export interface PageLabShowWords {
  walkLines(n: number): string;
  stepLine(line: number): string;
  code: string;
  noLines: string;
  mdCall: string;
  mdReturned: string;
  mdRaised: string;
  mdExit(id: string): string;
  mdStep(step: number, total: number, line: number): string;
  diagramMissing: string;
}

export const SHOW_WORDS: Record<Lang, PageLabShowWords> = {
  zh: {
    walkLines: (n) => `逐行走一遍（${n} 步）`,
    stepLine: (line) => `正在执行第 ${line} 行`,
    code: '代码块',
    noLines: '这次运行没有执行函数里的任何一行。',
    mdCall: '调用',
    mdReturned: '返回值（repr）：',
    mdRaised: '抛出异常：',
    mdExit: (id) => `到达出口 ${id}`,
    mdStep: (step, total, line) => `第 ${step} / ${total} 步，第 ${line} 行`,
    diagramMissing: '控制流图还没有画出来。',
  },
  en: {
    walkLines: (n) => `Line by line (${n} steps)`,
    stepLine: (line) => `Executing line ${line}`,
    code: 'Code block',
    noLines: 'This run executed no line of the function.',
    mdCall: 'Call',
    mdReturned: 'Returned (repr):',
    mdRaised: 'Raised:',
    mdExit: (id) => `Reached exit ${id}`,
    mdStep: (step, total, line) => `Step ${step} / ${total}, line ${line}`,
    diagramMissing: 'The flowchart is not drawn yet.',
  },
};
