/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import wasm from 'vite-plugin-wasm';
import { precompress } from './build/precompress';

// In development the Rust server answers /api (it also serves the built app in production).
const apiTarget = process.env.CTA_API_URL ?? 'http://127.0.0.1:8080';
// `vite preview` would inherit the dev proxy; on port 8080 it would then proxy to itself.
const previewApiTarget = process.env.CTA_API_URL;

export default defineConfig({
  plugins: [wasm(), react(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // plotly's core pulls in the map library's 83 kB stylesheet; our charts have no maps.
      {
        find: /^maplibre-gl\/dist\/maplibre-gl\.css$/,
        replacement: fileURLToPath(new URL('./src/components/Chart/no-map-styles.css', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The plotly partial bundle (about 1.1 MB, 390 kB gzipped) is one lazily loaded chunk that
    // only chart pages fetch; every other chunk stays well under Vite's 500 kB warning.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // What every first visit runs (React, the router, the query cache, the app shell) is one
        // chunk: dozens of small shared chunks cost a request and headers each and compress worse.
        // Screens stay split and load on their first visit.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    proxy: { '/api': apiTarget },
  },
  preview: {
    proxy: previewApiTarget ? { '/api': previewApiTarget } : {},
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'eslint-rules/**/*.test.js'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Form tests type whole registrations with user-event: seconds of work on a busy 2-core CI
    // machine. A timeout is a hang detector here, never a speed assertion.
    testTimeout: 20_000,
  },
});
