/**
 * LZ-based compression to URL-safe Base64, the encoding CodeSandbox's define API expects for its
 * `parameters` field (the same bit stream as lz-string's `compressToBase64`, written here so the
 * site needs no extra package).
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=';
const BITS_PER_CHAR = 6;

class BitWriter {
  private value = 0;
  private position = 0;
  readonly out: string[] = [];

  /** Writes `count` bits of `value`, least significant first. */
  write(value: number, count: number): void {
    let rest = value;
    for (let i = 0; i < count; i += 1) {
      this.value = (this.value << 1) | (rest & 1);
      if (this.position === BITS_PER_CHAR - 1) {
        this.position = 0;
        this.out.push(BASE64.charAt(this.value));
        this.value = 0;
      } else {
        this.position += 1;
      }
      rest >>= 1;
    }
  }

  flush(): void {
    for (;;) {
      this.value <<= 1;
      if (this.position === BITS_PER_CHAR - 1) {
        this.out.push(BASE64.charAt(this.value));
        return;
      }
      this.position += 1;
    }
  }
}

export function compressToBase64(input: string): string {
  const dictionary = new Map<string, number>();
  const toCreate = new Set<string>();
  const writer = new BitWriter();
  let enlargeIn = 2;
  let dictSize = 3;
  let numBits = 2;
  let w = '';

  const countDown = () => {
    enlargeIn -= 1;
    if (enlargeIn === 0) {
      enlargeIn = 2 ** numBits;
      numBits += 1;
    }
  };
  const emit = (phrase: string) => {
    if (toCreate.has(phrase)) {
      const code = phrase.charCodeAt(0);
      if (code < 256) {
        writer.write(0, numBits);
        writer.write(code, 8);
      } else {
        writer.write(1, numBits);
        writer.write(code, 16);
      }
      countDown();
      toCreate.delete(phrase);
    } else {
      writer.write(dictionary.get(phrase)!, numBits);
    }
    countDown();
  };

  for (const c of input.split('')) {
    if (!dictionary.has(c)) {
      dictionary.set(c, dictSize);
      dictSize += 1;
      toCreate.add(c);
    }
    const wc = w + c;
    if (dictionary.has(wc)) {
      w = wc;
    } else {
      emit(w);
      dictionary.set(wc, dictSize);
      dictSize += 1;
      w = c;
    }
  }
  if (w !== '') emit(w);
  writer.write(2, numBits);
  writer.flush();
  const result = writer.out.join('');
  return result + '='.repeat((4 - (result.length % 4)) % 4);
}

/** `compressToBase64` with `+` → `-`, `/` → `_` and no padding, as CodeSandbox's examples send it. */
export function compressToUrlSafeBase64(input: string): string {
  return compressToBase64(input).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
