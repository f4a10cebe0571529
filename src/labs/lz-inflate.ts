/**
 * Reading lz-string's `compressToEncodedURIComponent` format with a limit on the output. lz-string's own
 * decompressor always inflates the whole input first (a 32 KB link can grow to 110 MB before anything
 * could refuse it); this one stops as soon as the text would pass `maxChars`. Same algorithm, decoded
 * straight from the format: an LZW variant whose codes are read low bit first from 6-bit characters;
 * codes 0 and 1 bring a new 8- or 16-bit character, 2 ends the stream, others name dictionary entries.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const VALUE = new Map([...ALPHABET].map((ch, i) => [ch, i]));

export type Inflated = { ok: true; text: string } | { ok: false; reason: 'not_lz' | 'too_long' };

/** Reads codes of a given width from the 6-bit characters of the input, lowest bit first. */
class BitReader {
  private value: number;
  private mask = 32;
  private index = 1;
  constructor(private readonly input: string) {
    this.value = this.at(0);
  }
  private at(i: number): number {
    // lz-string reads an unknown character as 0 (and `+` may have become a space in transit).
    return VALUE.get(this.input.charAt(i)) ?? 0;
  }
  /** True once every character has been consumed. */
  get exhausted(): boolean {
    return this.index > this.input.length;
  }
  read(width: number): number {
    let bits = 0;
    for (let power = 1; power < 1 << width; power <<= 1) {
      if (this.value & this.mask) bits |= power;
      this.mask >>= 1;
      if (this.mask === 0) {
        this.mask = 32;
        this.value = this.at(this.index++);
      }
    }
    return bits;
  }
}

/** Inflates `#state=` data; refuses anything that is not lz-string data or would exceed `maxChars`. */
export function inflateUriComponent(encoded: string, maxChars: number): Inflated {
  if (encoded === '') return { ok: false, reason: 'not_lz' };
  const input = encoded.replace(/ /g, '+');
  const reader = new BitReader(input);
  const dictionary: string[] = ['', '', ''];
  let width = 3;
  let enlargeIn = 4;
  const first = reader.read(2);
  if (first === 2) return { ok: true, text: '' };
  if (first > 2) return { ok: false, reason: 'not_lz' };
  let w = String.fromCharCode(reader.read(first === 0 ? 8 : 16));
  dictionary.push(w);
  const parts = [w];
  let length = w.length;
  const grow = () => {
    if (--enlargeIn === 0) enlargeIn = 2 ** width++;
  };
  for (;;) {
    if (reader.exhausted) return { ok: false, reason: 'not_lz' };
    let code = reader.read(width);
    if (code === 2) return { ok: true, text: parts.join('') };
    if (code < 2) {
      dictionary.push(String.fromCharCode(reader.read(code === 0 ? 8 : 16)));
      code = dictionary.length - 1;
      grow();
    }
    let entry: string;
    if (code < dictionary.length && code > 2) entry = dictionary[code]!;
    else if (code === dictionary.length) entry = w + w.charAt(0);
    else return { ok: false, reason: 'not_lz' };
    length += entry.length;
    if (length > maxChars) return { ok: false, reason: 'too_long' };
    parts.push(entry);
    dictionary.push(w + entry.charAt(0));
    grow();
    w = entry;
  }
}
