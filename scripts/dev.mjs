// Development: the server is rebuilt and restarted on every change, and Vite serves the web app
// with hot reload on http://localhost:5173, forwarding /api and /socket.io to the server on port 3000.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['build.mjs', '--watch'], { cwd: 'server', stdio: 'inherit' }),
  spawn('node', ['--watch-path=dist', '--enable-source-maps', 'dist/main.js'], {
    cwd: 'server',
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: process.env.DATA_DIR ?? '../data' },
  }),
  spawn('npx', ['vite'], { cwd: 'web', stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
