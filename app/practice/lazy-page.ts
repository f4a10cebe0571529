// The practice page's code: a chunk of its own, loaded by the route preparer before the page renders.
import { preparedLazy } from '../components/prepared-lazy';

export const practicePage = preparedLazy(() => import('./PracticePage'));
