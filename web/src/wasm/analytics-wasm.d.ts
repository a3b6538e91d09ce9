// The engine package is generated into ./pkg by `wasm-bindgen --target bundler` at build time and
// is not committed. This declaration lets the type check and lint run before it exists; once it
// is generated, its own .d.ts takes precedence and `Engine` in lib/engine.ts is checked against it.
declare module '*/wasm/pkg/analytics_wasm.js' {
  export function cumulativeReturn(returns: Float64Array | number[]): number;
}
