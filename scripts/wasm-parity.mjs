#!/usr/bin/env node
// Checks that the WebAssembly engine (web/src/wasm/pkg, as shipped) computes what analytics-core
// computes natively: every case of the parity fixture goes through the native reference
// (examples/parity_reference.rs) and through the package in Node, and every number of the two
// JSON documents must agree to 1e-12 relative (1e-15 absolute near zero); keys, nulls, strings
// and error codes must be identical; a blend case marked `sameAs` (several currencies) must also
// equal its twin (the same blend typed in its base currency) in each home. Prints `parity: N
// passed, N failed` (one per document and per twin check).
// Usage: node scripts/wasm-parity.mjs [FIXTURE]. Needs the package built (build_wasm).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

// The bundler package imports its .wasm as an ES module, which Node 20 supports behind a flag:
// re-run under it rather than asking every caller to pass it.
if (!process.execArgv.includes('--experimental-wasm-modules')) {
  const run = spawnSync(
    process.execPath,
    ['--experimental-wasm-modules', '--no-warnings', ...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(run.status ?? 1);
}

const RELATIVE = 1e-12;
const ABSOLUTE = 1e-15;
const fixturePath = process.argv[2] ?? `${ROOT}analytics-wasm/tests/fixtures/parity.json`;
const fixture = JSON.parse(readFileSync(fixturePath, 'utf8'));
const engine = await import(`${ROOT}web/src/wasm/pkg/analytics_wasm.js`);

function nativeDocuments() {
  const run = spawnSync(
    'cargo',
    ['run', '-q', '--locked', '-p', 'analytics-wasm', '--example', 'parity_reference', '--', fixturePath],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (run.status !== 0) throw new Error(`parity_reference failed (exit ${run.status})`);
  return JSON.parse(run.stdout).documents;
}

/** `run()`'s result as a document like the native one: the result, or the error's code. */
function document(name, kind, run) {
  try {
    return { name, kind, result: run() };
  } catch (error) {
    if (error?.name !== 'AnalyticsError') throw error;
    return { name, kind, error: error.code };
  }
}

const columns = ({ months, values }) => [Int32Array.from(months), Float64Array.from(values)];
const flags = (estimated) => (estimated ? Uint8Array.from(estimated) : undefined);
const seriesNamed = (name) => fixture.series.find((s) => s.name === name);
// A component's amount in its blend's base currency, by the rule of web/src/lib/usd.ts (`inBase`,
// the server's `in_base`): the fixture's native side converts alike.
const baseValue = (c, blend) =>
  c.usdPerUnit === undefined ? c.amount : (c.amount * c.usdPerUnit) / (blend.baseUsdPerUnit ?? 1);

function wasmDocuments() {
  const [benchmarkMonths, benchmarkValues] = columns(fixture.benchmark);
  const documents = fixture.series.map((s) =>
    document(s.name, 'programStatistics', () =>
      engine.programStatistics(
        ...columns(s),
        flags(s.estimated),
        s.benchmark ? benchmarkMonths : undefined,
        s.benchmark ? benchmarkValues : undefined,
        s.options,
      ),
    ),
  );
  for (const blend of fixture.blends) {
    const input = new engine.BlendInput();
    documents.push(
      document(blend.name, 'blendStatistics', () => {
        for (const c of blend.components) {
          const s = seriesNamed(c.series);
          input.addComponent(...columns(s), baseValue(c, blend), c.leverage, flags(s.estimated));
        }
        if (blend.benchmark) input.setBenchmark(benchmarkMonths, benchmarkValues);
        return input.compute(blend.normalized, blend.options);
      }),
    );
    input.free();
  }
  for (const c of fixture.correlations) {
    const all = c.series.map((name) => columns(seriesNamed(name)));
    documents.push(
      document(c.name, 'correlationMatrix', () =>
        engine.correlationMatrix(
          all.map(([months]) => months),
          all.map(([, values]) => values),
        ),
      ),
    );
  }
  for (const c of fixture.csv) {
    documents.push(
      document(c.name, 'parseReturnsCsv', () => engine.parseReturnsCsv(c.text, c.currentYear, c.currentMonth)),
    );
  }
  for (const o of fixture.optimizations) {
    const input = new engine.BlendInput();
    documents.push(
      document(o.name, 'optimize', () => {
        for (const c of o.components) {
          const s = seriesNamed(c.series);
          input.addComponent(...columns(s), baseValue(c, o), c.leverage, flags(s.estimated));
        }
        if (o.benchmark) input.setBenchmark(benchmarkMonths, benchmarkValues);
        return input.optimize(o.request);
      }),
    );
    input.free();
  }
  return documents;
}

/** Every difference between `a` (native) and `b` (WebAssembly), as `path: why`. */
function differences(a, b, path, found) {
  if (typeof a === 'number' && typeof b === 'number') {
    const gap = Math.abs(a - b);
    if (!(gap <= ABSOLUTE || gap <= RELATIVE * Math.max(Math.abs(a), Math.abs(b)))) {
      found.push(`${path}: ${a} (native) vs ${b} (wasm)`);
    }
  } else if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) found.push(`${path}: ${a.length} items (native) vs ${b.length} (wasm)`);
    for (let i = 0; i < Math.min(a.length, b.length); i++) differences(a[i], b[i], `${path}[${i}]`, found);
  } else if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      if (!(key in a)) found.push(`${path}.${key}: only in wasm`);
      else if (!(key in b)) found.push(`${path}.${key}: only in native`);
      else differences(a[key], b[key], `${path}.${key}`, found);
    }
  } else if (a !== b) {
    found.push(`${path}: ${JSON.stringify(a)} (native) vs ${JSON.stringify(b)} (wasm)`);
  }
  return found;
}

const native = nativeDocuments();
const wasm = wasmDocuments();
let passed = 0;
let failed = 0;
for (let i = 0; i < Math.max(native.length, wasm.length); i++) {
  const found = differences(native[i], wasm[i], '', []);
  const label = `${native[i]?.kind ?? wasm[i]?.kind} ${native[i]?.name ?? wasm[i]?.name}`;
  if (found.length === 0) {
    passed++;
  } else {
    failed++;
    console.log(`FAIL ${label}: ${found.length} difference(s)`);
    for (const line of found.slice(0, 10)) console.log(`  ${line}`);
  }
}
// A blend of several currencies equals the same blend typed in its base currency, in each home.
for (const blend of fixture.blends.filter((b) => b.sameAs)) {
  for (const [home, documents] of [['native', native], ['wasm', wasm]]) {
    const named = (name) => {
      const { result, error } = documents.find((d) => d.kind === 'blendStatistics' && d.name === name) ?? {};
      return { result, error };
    };
    const found = differences(named(blend.sameAs), named(blend.name), '', []);
    if (found.length === 0) {
      passed++;
    } else {
      failed++;
      console.log(`FAIL ${home} ${blend.name} differs from ${blend.sameAs}: ${found.length} difference(s)`);
      for (const line of found.slice(0, 10)) console.log(`  ${line}`);
    }
  }
}
console.log(`parity: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
