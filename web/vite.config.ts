/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import wasm from 'vite-plugin-wasm';

// In development the Rust server answers /api (it also serves the built app in production).
const apiTarget = process.env.CTA_API_URL ?? 'http://127.0.0.1:8080';
// `vite preview` would inherit the dev proxy; on port 8080 it would then proxy to itself.
const previewApiTarget = process.env.CTA_API_URL;

export default defineConfig({
  plugins: [wasm(), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    proxy: { '/api': apiTarget },
  },
  preview: {
    proxy: previewApiTarget ? { '/api': previewApiTarget } : {},
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
  },
});
