/**
 * How words join in each language. A label before its value: Chinese takes the full-width colon with
 * no space after it, English a colon and a space. A remark in parentheses: Chinese takes full-width
 * parentheses with no space before them. `label.lead` is a label alone, for a value drawn after it as
 * its own element (a code span, a number in bold).
 */
export const PUNCTUATION = {
  'label.value': { en: '{label}: {value}', zh: '{label}：{value}' },
  'label.lead': { en: '{label}: ', zh: '{label}：' },
  'text.aside': { en: '{text} ({aside})', zh: '{text}（{aside}）' },
} as const;
