import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1000 },
});
