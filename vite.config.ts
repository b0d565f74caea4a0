import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: dir('./client'),
  publicDir: dir('./client/public'),
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@shared': dir('./shared'), '@': dir('./client') } },
  build: { outDir: dir('./dist/client'), emptyOutDir: true, sourcemap: false },
  server: {
    proxy: { '/api': 'http://localhost:3000', '/socket.io': { target: 'http://localhost:3000', ws: true } },
  },
})
