// The admission lab's own UI words, in both languages.
export const CITIES = { zh: '允许的城市（每行一个）', en: 'Allowed cities (one per line)' };
export const CITIES_HINT = {
  zh: '这是业务词表：只决定最后一道门，结构检查不看它。',
  en: 'The business vocabulary: it only decides the last gate; the structure checks never read it.',
};
export const ALLOWED = { zh: '业务词表（允许的城市）', en: 'Business vocabulary (allowed cities)' };
