// Runs in the benchmark page (scripts/bench-wasm): times the engine's blend of 20 programs x 360
// months (every statistic plus the 20 x 20 correlation matrix) and the optimizer on it (each
// objective with its 20-point frontier and figures), and leaves the figures in
// window.benchResult for the Playwright driver.
import init, { BlendInput } from './pkg/analytics_wasm.js';

const PROGRAMS = 20;
const MONTHS = 360;
// Chromium first runs WebAssembly through its baseline compiler and tiers hot functions up in the
// background: warm up for a while, not just a few runs, or the figures mix in baseline code.
const WARM_UP_RUNS = 50;
const WARM_UP_MS = 1500;
const ITERATIONS = 200;

/** Park-Miller generator: the same synthetic data on every run. */
function generator(seed) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/** Monthly returns with a shared market factor so the programs correlate like real ones. */
function syntheticPrograms() {
  const random = generator(20240101);
  const months = Int32Array.from({ length: MONTHS }, (_, i) => (1995 + Math.floor(i / 12)) * 100 + (i % 12) + 1);
  const market = Float64Array.from({ length: MONTHS }, () => (random() - 0.48) * 0.06);
  const programs = Array.from({ length: PROGRAMS }, (_, p) => ({
    values: Float64Array.from(market, (m) => m * (p % 5) * 0.3 + (random() - 0.47) * 0.08),
    amount: 250_000 * (1 + (p % 7)),
    leverage: 1 + (p % 4) * 0.5,
  }));
  return { months, programs, benchmark: market };
}

function blendInput({ months, programs, benchmark }) {
  const input = new BlendInput();
  for (const { values, amount, leverage } of programs) input.addComponent(months, values, amount, leverage);
  input.setBenchmark(months, benchmark);
  return input;
}

/** Median and 95th percentile in ms of `run`, after a warm-up (JIT, allocator, caches). */
function time(run) {
  const warmUpEnd = performance.now() + WARM_UP_MS;
  for (let i = 0; i < WARM_UP_RUNS || performance.now() < warmUpEnd; i++) run();
  const samples = [];
  for (let i = 0; i < ITERATIONS; i++) {
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  return { median: at(0.5), p95: at(0.95) };
}

async function main() {
  await init();
  const data = syntheticPrograms();
  const prepared = blendInput(data);
  const result = prepared.compute(false);
  // A wrong blend would make the timings meaningless: check the shape before timing.
  if (result.statistics.returnCount !== MONTHS || result.correlationsMatrix.length !== PROGRAMS) {
    throw new Error(`unexpected blend: ${result.statistics.returnCount} months`);
  }
  const full = time(() => {
    const input = blendInput(data);
    input.compute(false);
    input.free();
  });
  const computeOnly = time(() => prepared.compute(false));
  const inputOnly = time(() => blendInput(data).free());
  const total = data.programs.reduce((sum, p) => sum + p.amount, 0);
  const optimize = {};
  for (const objective of ['maxSharpe', 'minVolatility', 'riskParity', 'minCorrelation']) {
    // Bounds that bind, as a member's maximums do.
    const request = {
      objective,
      minWeights: Array(PROGRAMS).fill(0.01),
      maxWeights: Array(PROGRAMS).fill(0.15),
      normalized: true,
      total,
    };
    const answer = prepared.optimize(request);
    if (answer.weights.length !== PROGRAMS || answer.frontier.length !== 20) {
      throw new Error(`unexpected optimization: ${answer.weights.length} weights`);
    }
    optimize[objective] = time(() => prepared.optimize(request));
  }
  // Against a benchmark every program follows no blend correlates negatively: minCorrelation then
  // searches the vertices of the bounds (about 230,000 here), its slowest case.
  const follower = Float64Array.from(data.months, (_, t) => data.programs.reduce((sum, p) => sum + p.values[t], 0) / PROGRAMS);
  prepared.setBenchmark(data.months, follower);
  const searched = {
    objective: 'minCorrelation',
    minWeights: Array(PROGRAMS).fill(0.01),
    maxWeights: Array(PROGRAMS).fill(0.15),
    normalized: true,
    total,
  };
  optimize['minCorrelation (vertex search)'] = time(() => prepared.optimize(searched));
  prepared.free();
  window.benchResult = {
    programs: PROGRAMS,
    months: MONTHS,
    warmUp: `${WARM_UP_RUNS} runs and ${WARM_UP_MS / 1000} s of`,
    iterations: ITERATIONS,
    crossOriginIsolated: window.crossOriginIsolated,
    full,
    computeOnly,
    inputOnly,
    optimize,
  };
}

main().catch((error) => {
  window.benchResult = { error: String(error?.stack ?? error) };
});
