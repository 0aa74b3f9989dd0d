/**
 * Which snippets share a TypeScript program. A module augmentation (`declare module '…'`,
 * `declare global`) reaches every file of its program. So the snippets of a group (a page) from
 * its first augmentation on are kept together (later blocks of a page may rely on it), and groups
 * share a program only when none can see another's augmentations: in one program, a page could
 * use another page's addition (`theme.palette.brand`) or miss something another page took away
 * (`xs: false` in `BreakpointOverrides`), and pass or fail depending on which pages were checked
 * together. A page sees an addition only by its name (the member, a new type, an uninstalled
 * module's name), so two groups share a program when neither's code has a word the other's
 * augmentations declare. A program costs its checker's work on the packages' types again (about
 * a second each): a program per augmenting page was most of the check's time.
 * What names miss, a changed requirement (another page made a member of `ThemeOptions` required),
 * can only make a block fail: the checker checks a failing group again alone.
 */
import ts from 'typescript';
import { isUntypedImport } from './untypedImports';

const AUGMENTS = /^\s*declare\s+(?:module\s+['"]|global\s*\{)/m;
const WORDS = /[A-Za-z_$][\w$]*/g;

/** One program's snippets (indexes), by group: the groups it checks together. */
export type ProgramPlan = number[][];

/**
 * The names a snippet's augmentations bring into a program: the members they add, the types and
 * values they declare, and the name of a module that is not installed (its `declare module` is
 * then the module, for every importer). An interface counts by name only when it gains more
 * than members (a base type, a call or index signature).
 */
export function augmentationNames(code: string): string[] {
  const source = ts.createSourceFile('block.tsx', code, ts.ScriptTarget.Latest, false);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isInterfaceDeclaration(node)) {
      const onlyMembers =
        !node.heritageClauses?.length &&
        node.members.every(
          (member) => ts.isPropertySignature(member) || ts.isMethodSignature(member),
        );
      if (!onlyMembers) names.push(node.name.text);
    } else if (
      ts.isPropertySignature(node) ||
      ts.isMethodSignature(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isFunctionDeclaration(node) ||
      ts.isClassDeclaration(node) ||
      ts.isEnumDeclaration(node) ||
      ts.isEnumMember(node) ||
      ts.isVariableDeclaration(node)
    ) {
      const name = node.name;
      if (name && (ts.isIdentifier(name) || ts.isStringLiteral(name))) names.push(name.text);
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      if (isUntypedImport(node.name.text)) names.push(node.name.text);
    }
    ts.forEachChild(node, visit);
  };
  for (const statement of source.statements) {
    const declared = ts.canHaveModifiers(statement) && ts.getModifiers(statement);
    if (declared && declared.some((modifier) => modifier.kind === ts.SyntaxKind.DeclareKeyword)) {
      visit(statement);
    }
  }
  return names;
}

interface Group {
  indexes: number[];
  /** Its snippets' code, and the words in it. */
  text: string;
  words: Set<string>;
  /** What its augmentations declare (augmentationNames). */
  names: Set<string>;
}

const mentions = (group: Group, name: string) =>
  /^[\w$]+$/.test(name) ? group.words.has(name) : group.text.includes(name);

const sees = (reader: Group, writer: Group) =>
  [...writer.names].some((name) => mentions(reader, name));

function describeGroup(snippets: readonly { code: string }[], indexes: number[]): Group {
  const text = indexes.map((index) => snippets[index]!.code).join('\n');
  return {
    indexes,
    text,
    words: new Set(text.match(WORDS)),
    names: new Set(indexes.flatMap((index) => augmentationNames(snippets[index]!.code))),
  };
}

/**
 * The programs, each as its groups of snippets: the first holds every group that augments nothing
 * (a page, or a page's blocks before its first augmentation) and the augmenting groups none of
 * them sees; each augmenting group goes to the first program where no group sees it or is seen.
 */
export function planPrograms(snippets: readonly { code: string; group?: string }[]): ProgramPlan[] {
  const plain = new Map<string, number[]>();
  const augmenting = new Map<string, number[]>();
  snippets.forEach((snippet, index) => {
    const group = snippet.group ?? `#${index}`;
    let own = augmenting.get(group);
    if (!own && AUGMENTS.test(snippet.code)) {
      own = [];
      augmenting.set(group, own);
    }
    if (own) own.push(index);
    else plain.set(group, [...(plain.get(group) ?? []), index]);
  });
  const programs: Group[][] = [
    [...plain.values()].map((indexes) => describeGroup(snippets, indexes)),
  ];
  for (const indexes of augmenting.values()) {
    const group = describeGroup(snippets, indexes);
    const program = programs.find((groups) =>
      groups.every((other) => !sees(group, other) && !sees(other, group)),
    );
    if (program) program.push(group);
    else programs.push([group]);
  }
  return programs
    .map((groups) => groups.map((group) => group.indexes))
    .filter((groups) => groups.length > 0);
}
