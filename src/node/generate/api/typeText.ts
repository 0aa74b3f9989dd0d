import ts from 'typescript';

const LITERAL =
  ts.TypeFlags.StringLiteral | ts.TypeFlags.NumberLiteral | ts.TypeFlags.BooleanLiteral;

function literalText(checker: ts.TypeChecker, type: ts.Type): string {
  if (type.isStringLiteral()) return `'${type.value.replace(/'/g, "\\'")}'`;
  return checker.typeToString(type);
}

function collapseWhitespace(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/;\s*}/g, ' }')
    .trim();
}

/** A type written with the type parameters of a generic helper (`K[P]`) says nothing on its own. */
function mentionsTypeParameter(checker: ts.TypeChecker, node: ts.Node): boolean {
  let found = false;
  const visit = (child: ts.Node) => {
    if (found) return;
    if (ts.isTypeReferenceNode(child)) {
      const symbol = checker.getSymbolAtLocation(child.typeName);
      if (symbol && symbol.flags & ts.SymbolFlags.TypeParameter) {
        const declaration = symbol.declarations?.[0];
        // The component's own generics (DataGrid's row type R) read fine; a helper's do not.
        if (declaration && !ts.isInterfaceDeclaration(declaration.parent)) found = true;
      }
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/**
 * Readable type text for a prop, the way a reader of the docs wants it:
 * - unions of literals resolved through helpers such as `OverridableStringUnion`, sorted, single-quoted
 *   (`'contained' | 'outlined' | 'text'`), with `true | false` shown as `boolean`;
 * - otherwise the type as written in the declaration (`SxProps<Theme>`, callbacks with their
 *   parameter names), falling back to the checker's text;
 * - `undefined` from an optional prop left out.
 */
export function typeText(checker: ts.TypeChecker, symbol: ts.Symbol, location: ts.Node): string {
  const type = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(symbol, location));
  const members = type.isUnion() ? type.types : [type];
  if (members.length > 1 && members.every((member) => member.flags & LITERAL)) {
    const hasTrue = members.some((m) => checker.typeToString(m) === 'true');
    const hasFalse = members.some((m) => checker.typeToString(m) === 'false');
    const parts = members
      .filter((m) => !(m.flags & ts.TypeFlags.BooleanLiteral) || !(hasTrue && hasFalse))
      .map((m) => literalText(checker, m))
      .sort((a, b) => a.localeCompare(b, 'en'));
    if (hasTrue && hasFalse) parts.push('boolean');
    return parts.join(' | ');
  }
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  if (declaration) {
    if (
      (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) &&
      declaration.type &&
      !mentionsTypeParameter(checker, declaration.type)
    ) {
      return collapseWhitespace(declaration.type.getText());
    }
    if (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) {
      const params = declaration.parameters.map((p) => collapseWhitespace(p.getText())).join(', ');
      const returns = declaration.type ? collapseWhitespace(declaration.type.getText()) : 'void';
      return `(${params}) => ${returns}`;
    }
  }
  return collapseWhitespace(checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation));
}
