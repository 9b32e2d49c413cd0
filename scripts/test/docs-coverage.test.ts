import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// Issue 42 item 7: the docs a maintainer reads must stand on their own. Comments state the rule instead of citing a
// section of a product document the repository does not hold; every server folder and every shared folder is
// described; the root README fixes what the overloaded words (league, season, game, …) mean.
const repoRoot = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** A citation of a document section: the section sign and a number, or "spec" and the section sign. */
const CITATION = /\bspec\b\s*\u00a7|\u00a7\s*\d/i;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'coverage', '.git', '.cache', '.data', 'bench-results', '.artifacts', 'screenshots', 'screenshot-baselines']);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST_FILE = /\.(test|e2e)\.[cm]?[jt]sx?$/;

function repoFiles(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : repoFiles(path.join(dir, entry.name), pattern);
    return pattern.test(entry.name) ? [path.join(dir, entry.name)] : [];
  });
}

function scriptKind(fileName: string): ts.ScriptKind {
  if (/\.[jt]sx$/.test(fileName)) return /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : ts.ScriptKind.JSX;
  return /\.[cm]?js$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

/**
 * Where `text` cites a document section in a comment (any source file) or in a string of a test file (test names are
 * read like comments). Strings of other files are what users see: they are not checked. Answers `line: excerpt`.
 */
function sectionCitations(fileName: string, text: string): string[] {
  if (!text.includes('\u00a7')) return [];
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const spans = new Map<number, number>();
  const addComments = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => spans.set(r.pos, r.end));
  const checkStrings = TEST_FILE.test(fileName);
  const visit = (node: ts.Node) => {
    // Leading trivia holds comments that start a line; trailing trivia those after code on the same line (and a JSX
    // comment, `{/* … */}`, whose braces share its line).
    addComments(ts.getLeadingCommentRanges(text, node.getFullStart()));
    addComments(ts.getTrailingCommentRanges(text, node.getEnd()));
    if (checkStrings && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node))) {
      spans.set(node.getStart(source), node.getEnd());
    } else if (ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      // CSS in a styled-components template has comments of its own.
      const start = node.getStart(source);
      for (const m of node.getText(source).matchAll(/\/\*[\s\S]*?\*\//g)) spans.set(start + m.index, start + m.index + m[0].length);
    }
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  const found: string[] = [];
  for (const [start, end] of [...spans].sort((a, b) => a[0] - b[0])) {
    const span = text.slice(start, end);
    if (!CITATION.test(span)) continue;
    const line = source.getLineAndCharacterOfPosition(start + span.search(CITATION)).line + 1;
    found.push(`${line}: ${span.replace(/\s+/g, ' ').trim().slice(0, 100)}`);
  }
  return found;
}

/** The body of a `## heading` section of a markdown file, up to the next `## ` heading ('' when there is none). */
function section(markdown: string, heading: string): string {
  const start = markdown.search(new RegExp(`^## ${heading}\\s*$`, 'm'));
  if (start < 0) return '';
  const rest = markdown.slice(start).split('\n').slice(1).join('\n');
  const next = rest.search(/^## /m);
  return next < 0 ? rest : rest.slice(0, next);
}

describe('the citation finder', () => {
  test('finds a cited section in line, block, trailing and JSX comments', () => {
    const code = [
      '// spec \u00a73: usage limit',
      '/**',
      ' * Countdown (\u00a74).',
      ' */',
      'const x = 1; /* see spec \u00a72 */',
      'const el = <div>{/* Spec \u00a72 header */}</div>;',
      'call(); // \u00a79/\u00a78',
      'const Bar = styled.nav`',
      '  /* Mobile only (spec \u00a72). */',
      '  color: ${(p) => p.color};',
      '`;',
    ].join('\n');
    expect(sectionCitations('a.tsx', code).map((f) => f.split(':')[0])).toEqual(['1', '3', '5', '6', '7', '9']);
  });

  test('reads test names as comments, and leaves the strings of other files alone', () => {
    const code = "it('formats the countdown (spec \u00a74)', () => expect(label()).toBe('See \u00a73 of the terms'));\n";
    expect(sectionCitations('countdown.test.ts', code)).toEqual([
      "1: 'formats the countdown (spec \u00a74)'",
      "1: 'See \u00a73 of the terms'",
    ]);
    expect(sectionCitations('terms.ts', code)).toEqual([]);
    expect(sectionCitations('terms.ts', "const text = 'Section \u00a73 applies'; // the rule itself\n")).toEqual([]);
  });

  test('is not fooled by regular expressions, templates or a \u00a7 without a number', () => {
    const code = 'const re = /\\/\\/ spec \u00a71/;\nconst t = `a ${b} // spec \u00a72`;\n// the \u00a7 sign alone\n';
    expect(sectionCitations('x.ts', code)).toEqual([]);
  });
});

describe('the repository', () => {
  test('no source comment or test name cites a section of the product spec: comments state the rule', () => {
    const offenders = repoFiles(repoRoot, SOURCE).flatMap((file) =>
      sectionCitations(file, readFileSync(file, 'utf8')).map((found) => `${path.relative(repoRoot, file)}:${found}`),
    );
    expect(offenders).toEqual([]);
  });

  test('no README or other markdown doc cites a section of the product spec', () => {
    const offenders = repoFiles(repoRoot, /\.md$/).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITATION.test(line) ? [`${path.relative(repoRoot, file)}:${i + 1}: ${line.trim().slice(0, 100)}`] : [])),
    );
    expect(offenders).toEqual([]);
  });

  test('every folder of api/src has a README.md', () => {
    const apiSrc = path.join(repoRoot, 'api', 'src');
    const folders = readdirSync(apiSrc, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.length).toBeGreaterThan(10);
    const missing = folders.filter((name) => !readdirSync(path.join(apiSrc, name)).includes('README.md'));
    expect(missing).toEqual([]);
  });

  test("every folder of shared/src is a row of shared/README.md's Modules table", () => {
    const table = section(read('shared/README.md'), 'Modules');
    const rows = new Set([...table.matchAll(/^\|\s*`([^`/]+)\/`/gm)].map((m) => m[1]));
    const folders = readdirSync(path.join(repoRoot, 'shared', 'src'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((name) => !rows.has(name))).toEqual([]);
  });

  test('the root README has a Glossary that fixes the overloaded words', () => {
    const glossary = section(read('README.md'), 'Glossary');
    expect(glossary).not.toBe('');
    const terms = ['league', 'season', 'schedule', 'game', 'mode', 'team', 'card', 'replay', 'usage limit', 'stint'];
    expect(terms.filter((term) => !new RegExp(`^\\|\\s*\\*\\*${term}\\*\\*\\s*\\|`, 'm').test(glossary))).toEqual([]);
  });
});
