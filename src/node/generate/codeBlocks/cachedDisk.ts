/**
 * The file system as the code-block checker reads it (node_modules, TypeScript's lib files),
 * remembered: each of the checker's programs asks again for the same thousands of files, lookups
 * and directories (./typeScriptChecker.ts), and none of them changes while a check runs.
 */
import ts from 'typescript';

export interface CachedDisk {
  readFile(file: string): string | undefined;
  /** One snapshot per file, so TypeScript's document registry sees the same text every time. */
  snapshot(file: string): ts.IScriptSnapshot | undefined;
  fileExists(file: string): boolean;
  directoryExists(dir: string): boolean;
  getDirectories(dir: string): string[];
  realpath(file: string): string;
}

function remembered<T>(read: (key: string) => T): (key: string) => T {
  const known = new Map<string, T>();
  return (key) => {
    if (known.has(key)) return known.get(key)!;
    const value = read(key);
    known.set(key, value);
    return value;
  };
}

export function cachedDisk(sys: ts.System = ts.sys): CachedDisk {
  const readFile = remembered((file) => sys.readFile(file));
  return {
    readFile,
    snapshot: remembered((file) => {
      const text = readFile(file);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    }),
    fileExists: remembered((file) => sys.fileExists(file)),
    directoryExists: remembered((dir) => sys.directoryExists(dir)),
    getDirectories: remembered((dir) => sys.getDirectories(dir)),
    realpath: remembered((file) => sys.realpath?.(file) ?? file),
  };
}
