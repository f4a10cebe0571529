/**
 * How words join in each language. A label before its value: Chinese takes the full-width colon with
 * no space after it, English a colon and a space. A remark in parentheses: Chinese takes full-width
 * parentheses with no space before them. `label.lead` is a label alone, for a value drawn after it as
 * its own element (a code span, a number in bold). Items of a list: the enumeration comma in Chinese.
 */
export const PUNCTUATION = {
  'label.value': { en: '{label}: {value}', zh: '{label}：{value}' },
  'label.lead': { en: '{label}: ', zh: '{label}：' },
  'text.aside': { en: '{text} ({aside})', zh: '{text}（{aside}）' },
  'list.next': { en: '{list}, {item}', zh: '{list}、{item}' },
  'sentence.end': { en: '{text}.', zh: '{text}。' },
  // A phrase as it is, for rendering a parameter (a plain string, a message, a pair of languages).
  'sentence.none': { en: '{text}', zh: '{text}' },
} as const;
