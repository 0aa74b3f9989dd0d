/** A content problem that fails the build, naming the file (and line) to fix. */
export class ContentError extends Error {
  constructor(message: string, file?: string, line?: number) {
    super(file ? `${file}${line ? `:${line}` : ''}: ${message}` : message);
    this.name = 'ContentError';
  }
}
