// Prints the closing "runner: N passed, N failed" line CI reads, from Vitest or Playwright JSON
// reports: neither runner prints one of its own in that form.
import { readFileSync } from 'node:fs';

// Several reports of one runner (the Vitest runs of scripts/test) add up to one line.
const [runner, ...files] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of files) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (runner === 'vitest') {
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      skipped += report.numPendingTests + report.numTodoTests;
    } else {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      skipped += report.stats.skipped;
    }
  } catch (error) {
    console.error(`${runner}: no readable report at ${file}: ${error.message}`);
    failed += 1;
  }
}
console.log(`${runner}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
