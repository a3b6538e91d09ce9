// Some of plotly.js's dependencies (has-hover, regl) read Node's `global`, which browsers lack.
// Imported before plotly.js so the name exists when those modules first run.
const scope: typeof globalThis & { global?: typeof globalThis } = globalThis;
scope.global ??= globalThis;
