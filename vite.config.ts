import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompiledValidators } from './engine/build/vite-plugin.ts';

export default defineConfig({
  // precompiledValidators: `vite build` regenerates the validators and swaps run-time ajv for them (DESIGN §6).
  plugins: [react(), precompiledValidators()],
  build: { outDir: 'dist', sourcemap: false },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  // `npm start` serves the build with `vite preview` for now.
  preview: { host: '127.0.0.1', port: 8080, strictPort: true },
});
