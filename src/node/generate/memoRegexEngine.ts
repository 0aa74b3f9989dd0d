/**
 * Shiki's Oniguruma engine with its searches remembered. The build colours every code block for
 * two themes, and Shiki tokenizes the code once per theme: the grammar walks the same rules over
 * the same lines, and only the colours it looks up differ. A search is a pure function of the
 * scanner (a rule's compiled patterns), the line, the start position and the options, so the second
 * pass, and the JavaScript version of a demo where its lines equal the TypeScript ones, reuse the
 * first pass's answers instead of searching again. Node only.
 */
import { createOnigurumaEngine, type RegexEngine } from 'shiki';

type PatternScanner = ReturnType<RegexEngine['createScanner']>;
type EngineString = ReturnType<RegexEngine['createString']>;
type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/** Remembered searches across all scanners; past this, the memory is emptied and starts again. */
const MAX_REMEMBERED = 500_000;

/** A line as the tokenizer passes it; Oniguruma's copy (in WebAssembly memory) is made on a miss. */
class LazyString implements EngineString {
  #engine: RegexEngine;
  #string: EngineString | undefined;
  constructor(
    readonly content: string,
    engine: RegexEngine,
  ) {
    this.#engine = engine;
  }
  get engineString(): EngineString {
    this.#string ??= this.#engine.createString(this.content);
    return this.#string;
  }
  dispose(): void {
    this.#string?.dispose?.();
    this.#string = undefined;
  }
}

export function createMemoRegexEngine(inner: RegexEngine): RegexEngine {
  let generation = 0;
  let remembered = 0;
  return {
    createString: (content) => new LazyString(content, inner),
    createScanner(patterns) {
      const scanner = inner.createScanner(patterns);
      let lines = new Map<string, Map<number, Match>>();
      let linesGeneration = generation;
      return {
        findNextMatchSync(string, startPosition, options) {
          if (linesGeneration !== generation) {
            lines = new Map();
            linesGeneration = generation;
          }
          const content = typeof string === 'string' ? string : string.content;
          // FindOption flags are below 16.
          const key = startPosition * 16 + (options || 0);
          let line = lines.get(content);
          if (line?.has(key)) return line.get(key)!;
          const target = string instanceof LazyString ? string.engineString : string;
          const match = scanner.findNextMatchSync(target, startPosition, options);
          if (remembered >= MAX_REMEMBERED) {
            generation += 1;
            remembered = 0;
            lines = new Map();
            linesGeneration = generation;
            line = undefined;
          }
          if (!line) lines.set(content, (line = new Map()));
          line.set(key, match);
          remembered += 1;
          return match;
        },
        dispose: () => scanner.dispose?.(),
      };
    },
  };
}

/** The engine the build's highlighter uses: Oniguruma (Shiki's default), memoized. */
export async function createBuildRegexEngine(): Promise<RegexEngine> {
  return createMemoRegexEngine(await createOnigurumaEngine(import('shiki/wasm')));
}
