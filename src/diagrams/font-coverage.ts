// Which characters of a label a font subset lacks. The site's diagram faces are cut to the characters
// its own texts use; a preview draft can hold others, and an export should say which.

/** The characters of `text` outside `covered`, each once, in order of first appearance; whitespace aside. */
export function charactersOutside(text: string, covered: string): string[] {
  const have = new Set(covered);
  const out = new Set<string>();
  for (const ch of text) if (!have.has(ch) && !/\s/u.test(ch)) out.add(ch);
  return [...out];
}
