// Lists the rule IDs in scope that no test names. A test covers an ID when the ID appears in the
// title of a test(), it() or describe() call. Exit code 1 when any in-scope ID is uncovered.
//   npm run rules:coverage            in-scope IDs without a test
//   npm run rules:coverage -- --all   coverage of every section
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface Rule {
  id: string;
  section: string;
  heading: string;
  text: string;
}

/**
 * Sections of the rules inventory that the engine implements: the base game for 4 to 8 players,
 * every role, the complexity levels and the AUTOMA (sections 1.1-1.23 and 1.26), the expansion's
 * Professions module (1.25), and of the rest of the expansion (1.24) the parts built so far.
 */
const SECTIONS_IN_SCOPE = [
  '1.1',
  '1.2',
  '1.3',
  '1.4',
  '1.5',
  '1.6',
  '1.7',
  '1.8',
  '1.9',
  '1.10',
  '1.11',
  '1.12',
  '1.13',
  '1.14',
  '1.15',
  '1.16',
  '1.17',
  '1.18',
  '1.19',
  '1.20',
  '1.21',
  '1.22',
  '1.23',
  '1.25', // the Professions module (Mountains of Chaos, issue 14)
  '1.26',
];
/**
 * Parts of the expansion (section 1.24) built so far (issue 14): the Lifelines event, and the
 * Mountains of Chaos maps with connected Hallways, the Revolving Door, the Elevators and their
 * victory table.
 */
const EXTRA_IN_SCOPE: string[] = [
  'MOC-COMP-01',
  'MOC-WIN-01',
  'MOC-SETUP-01',
  'MOC-SETUP-02',
  'MOC-SETUP-03',
  'MOC-MOVE-01',
  'MOC-DOOR-01',
  'MOC-ELEV-01',
  'MOC-ELEV-02',
  'MOC-ELEV-03',
  'MOC-ELEV-04',
  'MOC-ELEV-05',
  'MOC-ELEV-06',
  'MOC-ELEV-07',
  'MOC-SETUP-04',
  'EVT-LIFELINES-01',
  'EVT-LIFELINES-02',
  'EVT-LIFELINES-03',
  'EVT-LIFELINES-04',
];
/** IDs inside those sections that are only about the expansion; its issue covers them. */
const DEFERRED: Record<string, string> = {};

const root = new URL('..', import.meta.url).pathname;
const rules = JSON.parse(readFileSync(join(root, 'docs/rules/rule-ids.json'), 'utf8')) as Rule[];

function testFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) testFiles(path, out);
    else if (name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

const titleRe = /\b(?:test|it|describe)\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g;
const covered = new Map<string, string[]>();
const known = new Set(rules.map((r) => r.id));
for (const file of testFiles(join(root, 'packages'))) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(titleRe)) {
    for (const id of m[2]!.match(/\b[A-Z]+(?:-[A-Z]+)*(?:-\d+)?\b/g) ?? []) {
      if (!known.has(id)) continue;
      covered.set(id, [...(covered.get(id) ?? []), file.slice(root.length)]);
    }
  }
}

const inScope = rules.filter((r) => SECTIONS_IN_SCOPE.includes(r.section) || EXTRA_IN_SCOPE.includes(r.id));
const missing = inScope.filter((r) => !covered.has(r.id) && !(r.id in DEFERRED));
const deferred = inScope.filter((r) => r.id in DEFERRED);

if (process.argv.includes('--all')) {
  const sections = [...new Set(rules.map((r) => r.section))];
  for (const section of sections) {
    const ids = rules.filter((r) => r.section === section);
    const n = ids.filter((r) => covered.has(r.id)).length;
    process.stdout.write(
      `${section.padEnd(5)} ${ids[0]!.heading.slice(0, 60).padEnd(60)} ${n}/${ids.length}\n`,
    );
  }
}
process.stdout.write(
  `Rule IDs in scope: ${inScope.length}; covered by a named test: ${inScope.length - missing.length - deferred.length}; ` +
    `deferred to the expansion: ${deferred.length}; without a test: ${missing.length}\n`,
);
for (const r of deferred) process.stdout.write(`  deferred ${r.id}: ${DEFERRED[r.id]}\n`);
for (const r of missing) process.stdout.write(`  MISSING ${r.id} (${r.section}): ${r.text.slice(0, 100)}\n`);
process.exit(missing.length > 0 ? 1 : 0);
