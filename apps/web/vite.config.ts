import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm start` serves the built app from the API's origin; `vite dev` forwards /api to it.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
  build: { target: 'es2022', sourcemap: true },
});
