import ts from 'typescript';

/**
 * Issue 36: texts a person reads that are written in a component instead of taken from the
 * catalogue. Pure (the caller reads the files), like import-graph.ts. It finds
 * - JSX text (`<p>Save</p>`) and string literals written as JSX children (`{ok ? 'Yes' : 'No'}`),
 * - string values of the attributes a person reads or hears: title, placeholder, aria-label,
 *   label, alt (`title="Close"`, `label={'Name'}`),
 * - strings passed to alert, confirm and showAlert,
 * - string values of object properties named like those attributes (`{ title: 'Items' }`: the
 *   route table, a column's label),
 * - every string in a text module (a file named `…text.ts` / `…texts.ts`), the home of a
 *   screen's texts before it used the catalogue.
 * A "text" has a letter in it: '—', '/', '×' or '3' are not words to translate.
 */

/** Repository-relative path → the file's text. */
export type SourceFiles = Record<string, string>;

export interface LiteralText {
  file: string;
  line: number;
  text: string;
}

const READ_ATTRIBUTES = new Set(['title', 'placeholder', 'aria-label', 'label', 'alt']);
const ALERT_CALLS = new Set(['alert', 'confirm', 'showAlert']);
const READ_PROPERTIES = new Set([
  'title',
  'placeholder',
  'ariaLabel',
  'aria-label',
  'label',
  'alt',
]);
const TEXT_MODULE = /[/-]texts?\.ts$/;
/** 'feature.key': a message id, not a text. */
const MESSAGE_ID = /^[\w-]+(\.[\w-]+)+$/;

/** A string a text module shows, not one of its imports, property names or types. */
function isShownString(node: ts.Node): boolean {
  if (!ts.isStringLiteral(node) && !ts.isNoSubstitutionTemplateLiteral(node)) {
    return ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node);
  }
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isLiteralTypeNode(parent) || ts.isElementAccessExpression(parent)) return false;
  return true;
}

function propertyName(node: ts.PropertyAssignment): string | undefined {
  const name = node.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}
const HAS_LETTER = /\p{L}/u;

/** The literal parts of a string-ish expression: a literal, a template, or the branches of ?:, ??, ||. */
function literalStrings(node: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(node)) return literalStrings(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node];
  if (ts.isTemplateExpression(node))
    return [node.head, ...node.templateSpans.map((s) => s.literal)];
  if (ts.isConditionalExpression(node)) {
    return [...literalStrings(node.whenTrue), ...literalStrings(node.whenFalse)];
  }
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
    ].includes(node.operatorToken.kind)
  ) {
    // `a && 'text'`: only the right side can be shown; `a ?? 'text'`, `a || 'text'`: both.
    return node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
      ? literalStrings(node.right)
      : [...literalStrings(node.left), ...literalStrings(node.right)];
  }
  return [];
}

function textOf(node: ts.Node): string {
  if (ts.isJsxText(node)) return node.text;
  if (
    ts.isStringLiteralLike(node) ||
    ts.isTemplateHead(node) ||
    ts.isTemplateMiddle(node) ||
    ts.isTemplateTail(node)
  ) {
    return node.text;
  }
  return '';
}

function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression)) {
    // window.alert / window.confirm, not a hook's `actions.confirm(id)`.
    return callee.expression.text === 'window' ? callee.name.text : undefined;
  }
  return undefined;
}

/** The literal texts in one file, in source order. */
export function literalTextsIn(file: string, source: string): LiteralText[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const found: LiteralText[] = [];
  const report = (node: ts.Node) => {
    const text = textOf(node).replace(/\s+/g, ' ').trim();
    if (!HAS_LETTER.test(text) || MESSAGE_ID.test(text)) return;
    const { line } = tree.getLineAndCharacterOfPosition(node.getStart(tree));
    found.push({ file, line: line + 1, text });
  };
  const textModule = TEXT_MODULE.test(file);
  const visit = (node: ts.Node): void => {
    if (textModule) {
      if (isShownString(node)) report(node);
    } else if (ts.isJsxText(node)) report(node);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      literalStrings(node.expression).forEach(report);
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(tree);
      if (READ_ATTRIBUTES.has(name)) {
        const value = node.initializer;
        if (ts.isStringLiteral(value)) report(value);
        else if (ts.isJsxExpression(value) && value.expression) {
          literalStrings(value.expression).forEach(report);
        }
      }
    } else if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && ALERT_CALLS.has(name)) node.arguments.flatMap(literalStrings).forEach(report);
    } else if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(propertyName(node) ?? '')) {
      literalStrings(node.initializer).forEach(report);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** Every literal text in the given files, file by file. */
export function literalTexts(files: SourceFiles): LiteralText[] {
  return Object.entries(files).flatMap(([file, source]) => literalTextsIn(file, source));
}

/**
 * Catalogue keys no source names: a key is used when its id is written as a whole string
 * ('items.title', "items.title" or `items.title`) in a file outside the catalogues. Build ids
 * from a typed map of literal ids, never by joining strings, so this check can see them.
 */
export function unusedKeys(keys: readonly string[], files: SourceFiles): string[] {
  const quoted = new Set<string>();
  const STRING = /(['"`])([\w.-]+)\1/g;
  for (const source of Object.values(files)) {
    for (const match of source.matchAll(STRING)) quoted.add(match[2] ?? '');
  }
  return keys.filter((key) => !quoted.has(key));
}
