// Copies the rule IDs of the rules inventory into docs/rules/rule-ids.json, the checklist that
// `npm run rules:coverage` holds the tests to. Run again when the inventory changes:
//   node --import tsx scripts/extract-rule-ids.ts ../shared/rules/rules-inventory.md
import { readFileSync, writeFileSync } from 'node:fs';

const [source] = process.argv.slice(2);
if (!source) {
  process.stderr.write('usage: extract-rule-ids.ts <path to rules-inventory.md>\n');
  process.exit(2);
}
const lines = readFileSync(source, 'utf8').split('\n');
const rules: { id: string; section: string; heading: string; text: string }[] = [];
let section = '';
let heading = '';
for (const line of lines) {
  const h = /^#{3,4} (\d+\.\d+)? ?(.*)$/.exec(line);
  if (h) {
    if (h[1]) section = h[1];
    heading = (h[2] ?? '').trim();
    continue;
  }
  const m = /^- \*\*([A-Z]+(?:-[A-Z]+)+(?:-\d+)?|[A-Z]+-\d+)\b([^*]*)\*\*:? ?(.*)$/.exec(line);
  if (!m || !section.startsWith('1.')) continue;
  const text = `${m[2]!.replace(/^[:\s]+/, '')} ${m[3]!}`.replace(/\s+/g, ' ').trim();
  rules.push({ id: m[1]!, section, heading, text: text.length > 240 ? `${text.slice(0, 237)}...` : text });
}
writeFileSync('docs/rules/rule-ids.json', `${JSON.stringify(rules, null, 1)}\n`);
process.stdout.write(`${rules.length} rule IDs written to docs/rules/rule-ids.json\n`);
