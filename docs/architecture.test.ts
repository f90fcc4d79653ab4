import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md names every folder and the cross-feature allow-list; these checks keep it true to the tree.
const root = join(import.meta.dirname, '..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');

const folders = (path: string) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The text between a heading and the next heading of the same level. */
function section(heading: string) {
  const start = doc.indexOf(`\n${heading}\n`);
  expect(start, `docs/architecture.md has the heading "${heading}"`).toBeGreaterThan(-1);
  const level = heading.split(' ')[0]!;
  const end = doc.indexOf(`\n${level} `, start + heading.length + 2);
  return doc.slice(start, end === -1 ? undefined : end);
}

/** The first cells of a section's tables that name a folder (`name/`), without the slash. */
const tableFolders = (text: string) =>
  [...text.matchAll(/^\| `([^`]+)\/` +\|/gm)].map((match) => match[1]!).sort();

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

describe('docs/architecture.md, web app', () => {
  const web = section('## Web app (`apps/web/src`)');

  it('has a row for every folder of apps/web/src, and none for a folder that is gone', () => {
    expect(tableFolders(web)).toEqual(folders('apps/web/src'));
  });

  it('names every feature folder', () => {
    const row = web.split('\n').find((line) => line.startsWith('| `features/`'))!;
    const named = backticked(row.slice(row.indexOf('('), row.indexOf(')'))).sort();
    expect(named).toEqual(folders('apps/web/src/features'));
  });

  it('lists the allow-list of biome.json, no more and no less', () => {
    const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    const override = biome.overrides.find((o: { includes: string[] }) =>
      o.includes.includes('apps/web/src/features/**'),
    );
    const allowed = override.linter.rules.style.noRestrictedImports.options.patterns[0].group
      .filter((entry: string) => entry.startsWith('!../') && entry !== '!../../**')
      .map((entry: string) => entry.slice(4))
      .sort();
    const text = web.slice(
      web.indexOf('only through an allow-list'),
      web.indexOf('Anything else from another feature'),
    );
    const listed = backticked(text)
      .filter((name) => /^[a-z-]+\/[a-z-]+$/.test(name))
      .sort();
    expect(listed).toEqual(allowed);
  });
});

describe('docs/architecture.md, API', () => {
  const api = section('## API (`apps/api/src`)');
  const rows = tableFolders(api);

  it('has a row for every folder of apps/api/src, and none for a folder that is gone', () => {
    expect(rows.filter((path) => !path.includes('/'))).toEqual(folders('apps/api/src'));
  });

  it('has a row for every module, and none for a module that is gone', () => {
    const modules = rows
      .filter((path) => path.startsWith('modules/'))
      .map((path) => path.slice('modules/'.length));
    expect(modules).toEqual(folders('apps/api/src/modules'));
  });
});

describe('comments', () => {
  // The specification and the issue tracker are not in the repository: a comment says the rule itself.
  const CITATION = /\bthe spec\b|\bspec's\b|\b(issue|task) #?\d+\b/i;
  const code = (path: string): string[] =>
    readdirSync(join(root, path), { withFileTypes: true }).flatMap((entry) => {
      const child = `${path}/${entry.name}`;
      if (entry.isDirectory())
        return ['node_modules', 'dist', 'build'].includes(entry.name) ? [] : code(child);
      return /\.(ts|tsx|mjs)$/.test(entry.name) ? [child] : [];
    });

  it('cite neither the specification nor an issue number', () => {
    const files = ['apps', 'packages', 'scripts', 'bench'].flatMap(code);
    expect(files.length).toBeGreaterThan(500);
    const citing = files.flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
