// Drives headless Chromium (Debian's, as the end-to-end tests do) through the benchmark page and
// prints its figures. Usage: node run.mjs URL. Playwright comes from the web app's packages.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const webPackage = fileURLToPath(new URL('../../web/package.json', import.meta.url));
const { chromium } = createRequire(webPackage)('@playwright/test');

const url = process.argv[2];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  // The flags of web/playwright.config.ts.
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(url);
  const handle = await page.waitForFunction(() => window.benchResult, null, { timeout: 120_000 });
  const result = await handle.jsonValue();
  if (result.error) throw new Error(result.error);
  const ms = ({ median, p95 }) => `median ${median.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms`;
  console.log(
    `blend of ${result.programs} programs x ${result.months} months, every statistic and the ` +
      `${result.programs}x${result.programs} correlation matrix (${result.iterations} runs after ` +
      `${result.warmUp} warm-up; precise timer: ${result.crossOriginIsolated ? 'yes' : 'no, 100 us steps'})`,
  );
  console.log(`  input + compute + free: ${ms(result.full)}`);
  console.log(`  compute only (input kept, as after setAllocation): ${ms(result.computeOnly)}`);
  console.log(`  input + free only:      ${ms(result.inputOnly)}`);
  console.log(`  goal <= 1 ms (input + compute): ${result.full.median <= 1 ? 'met' : 'MISSED'}`);
  console.log('optimizer on the same blend (each objective + 20-point frontier + figures):');
  for (const [objective, figures] of Object.entries(result.optimize)) {
    console.log(`  ${objective.padEnd(30)} ${ms(figures)}`);
  }
  const slowest = Math.max(...Object.values(result.optimize).map((f) => f.median));
  console.log(`  goal <= 50 ms: ${slowest <= 50 ? 'met' : 'MISSED'}`);
} finally {
  await browser.close();
}
