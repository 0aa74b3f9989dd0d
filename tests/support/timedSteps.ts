/**
 * The steps of one long browser test, each timed. If the test is still in a step when its limit
 * passes, the step fails with an error that names it, says how long it has been running and lists
 * the steps done before it with their times. A test that only hit Vitest's timeout said nothing of
 * where it waited (a Joy page's walk, 120 s, once in four runs).
 */
export class TimedSteps {
  readonly #label: string;
  readonly #limitMs: number;
  readonly #done: string[] = [];
  readonly #timer: ReturnType<typeof setTimeout>;
  readonly #expired: Promise<never>;
  /** The step running, or undefined between steps. */
  #current: string | undefined;
  #since = performance.now();
  #expiredError: Error | undefined;

  constructor(label: string, limitMs: number) {
    this.#label = label;
    this.#limitMs = limitMs;
    let expire: (error: Error) => void = () => {};
    this.#expired = new Promise<never>((_resolve, reject) => {
      expire = reject;
    });
    // Observed here so that a limit passing between steps is not an unhandled rejection.
    this.#expired.catch(() => {});
    this.#timer = setTimeout(() => {
      this.#expiredError = new Error(this.#report());
      expire(this.#expiredError);
    }, limitMs);
  }

  /** Runs one step; rejects when the limit passes first (the work itself is left to its caller). */
  async step<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (this.#expiredError) throw this.#expiredError;
    this.#current = name;
    this.#since = performance.now();
    try {
      return await Promise.race([work(), this.#expired]);
    } finally {
      this.#done.push(`${name} ${seconds(performance.now() - this.#since)}`);
      this.#current = undefined;
    }
  }

  /** Stops the clock: call it whether the steps passed or not. */
  end(): void {
    clearTimeout(this.#timer);
  }

  #report(): string {
    const now = performance.now();
    const where =
      this.#current === undefined
        ? 'between steps'
        : `still in step "${this.#current}" after ${seconds(now - this.#since)}`;
    return (
      `${this.#label}: ${where} when the limit of ${seconds(this.#limitMs)} passed; ` +
      `done before: ${this.#done.length ? this.#done.join(', ') : 'none'}`
    );
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
