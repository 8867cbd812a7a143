import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The engine is pure (no side effects at import, an architecture test checks its imports), so the
 * bundler may drop any engine module the app does not use, zod schemas included. Game modules are
 * left alone: one registers coverage rows when imported.
 */
function pureEngine(): Plugin {
  return {
    name: 'cogitator-pure-engine',
    transform(code, id) {
      if (/[\\/]packages[\\/]engine[\\/]src[\\/]/.test(id) && !/[\\/]game[\\/]/.test(id)) {
        return { code, map: null, moduleSideEffects: false };
      }
      return null;
    },
  };
}

export default defineConfig({
  plugins: [react(), pureEngine()],
  resolve: { conditions: ['source', 'browser', 'module', 'import', 'default'] },
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 1000 },
});
