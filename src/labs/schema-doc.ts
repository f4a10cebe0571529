/** Editor documentation in both languages: Monaco shows a schema `description` as one hover text. */
export const bi = (zh: string, en: string): string => `${zh}\n\n${en}`;
