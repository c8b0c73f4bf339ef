// A node:test reporter that writes, at the end of the run, what each test file reported: its tests (not
// suites), and for each suite the number of subtests it planned against the number that reported. The test
// script (scripts/test.mjs) checks it, so that a test whose report was lost cannot pass unnoticed.
export default async function* countReporter(source) {
  const files = new Map();
  const fileOf = (name) => {
    let entry = files.get(name);
    if (!entry) {
      entry = { tests: 0, failed: 0, results: 0, planned: 0 };
      files.set(name, entry);
    }
    return entry;
  };
  for await (const event of source) {
    const { type, data } = event;
    if (data?.file === undefined) continue;
    const entry = fileOf(data.file);
    if (type === 'test:pass' || type === 'test:fail') {
      if (data.details?.type !== 'suite') entry.tests += 1;
      if (type === 'test:fail') entry.failed += 1;
      // Subtests of a suite or test: each is counted by its parent's plan.
      if (data.nesting > 0) entry.results += 1;
    } else if (type === 'test:plan' && data.nesting > 0) {
      entry.planned += data.count;
    }
  }
  yield `${JSON.stringify(Object.fromEntries(files))}\n`;
}
