import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': api, '/auth': api, '/sandbox': api },
  },
  build: { outDir: process.env.WEB_OUT_DIR ?? 'dist', emptyOutDir: true, sourcemap: false, target: 'es2022' },
});
