#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed (the first start always), then starts the
// platform with demo data on the embedded database (packages/server/src/cli/demo-start.ts).
import { spawn } from 'node:child_process';
import { buildWebIfStale } from './web-build.mjs';

buildWebIfStale();
const server = spawn('npm', ['run', '--silent', 'start:demo', '-w', '@risk/server'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
