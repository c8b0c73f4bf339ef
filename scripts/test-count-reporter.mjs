// A node:test reporter that writes, at the end of the run, what each test file reported: the tests (not
// suites) that passed, failed, and were skipped (each with its reason), and for each suite the number of
// subtests it planned against the number that reported. The test script (scripts/test.mjs) checks it, so that
// a test whose report was lost cannot pass unnoticed, and a skipped test is never counted as one that ran.
export default async function* countReporter(source) {
  const files = new Map();
  const fileOf = (name) => {
    let entry = files.get(name);
    if (!entry) {
      entry = { passed: 0, failed: 0, skipped: [], results: 0, planned: 0 };
      files.set(name, entry);
    }
    return entry;
  };
  for await (const event of source) {
    const { type, data } = event;
    if (data?.file === undefined) continue;
    const entry = fileOf(data.file);
    if (type === 'test:pass' || type === 'test:fail') {
      const suite = data.details?.type === 'suite';
      // A skipped test (or a whole skipped suite, whose tests never report) and a todo test did not run what
      // they assert: they are listed apart with their reason, never counted with the tests that passed.
      const notRun =
        data.skip !== undefined ? data.skip : data.todo !== undefined ? `todo: ${data.todo}` : null;
      if (notRun !== null && notRun !== false && (type === 'test:pass' || data.todo !== undefined))
        entry.skipped.push({
          name: data.name,
          reason: notRun === true ? '(no reason given)' : String(notRun),
        });
      else if (type === 'test:fail') entry.failed += 1;
      else if (!suite) entry.passed += 1;
      // Subtests of a suite or test: each is counted by its parent's plan.
      if (data.nesting > 0) entry.results += 1;
    } else if (type === 'test:plan' && data.nesting > 0) {
      entry.planned += data.count;
    }
  }
  yield `${JSON.stringify(Object.fromEntries(files))}\n`;
}
