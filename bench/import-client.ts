import fs from 'node:fs';
import http from 'node:http';
import { pathOf } from '../packages/shared/src/api/endpoint.ts';
import { FINISHED_JOB_STATES, jobCalls, type JobRow } from '../packages/shared/src/api/jobs.ts';

/** What the import benchmarks share: the server's memory from /proc, the upload, the job followed to its end. */

export const statusKb = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
export const mb = (kb: number) => Math.round(kb / 1024);

/** Resets a process's peak resident size (VmHWM) to its current one: what comes after is the peak of what follows. */
export const resetPeak = (pid: number) => fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');

/** Health calls one after another until `done`: the slowest, in ms (what other users wait while an import writes). */
export async function slowestHealth(baseUrl: string, done: () => boolean): Promise<number> {
  let slowest = 0;
  while (!done()) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).catch(() => undefined);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((r) => setTimeout(r, 200));
  }
  return Math.round(slowest);
}

/** The file as a multipart upload (plain http: fetch gives up after 300 s); the file is streamed, not read whole. */
export function upload(
  url: string,
  token: string,
  file: string,
  name = 'import.xlsx',
): Promise<{ status: number; text: string }> {
  const boundary = `----bench${Date.now()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const headers = {
    authorization: token,
    'content-type': `multipart/form-data; boundary=${boundary}`,
    'content-length': String(head.length + fs.statSync(file).size + tail.length),
  };
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.write(head);
    const body = fs.createReadStream(file);
    body.on('error', reject);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

/** Polls the import's job until it ends (`onPoll` hears each answer); answers its message and row. */
export async function jobEnd(
  baseUrl: string,
  token: string,
  id: number,
  onPoll?: (job: JobRow) => void,
): Promise<{ message: string; job: JobRow }> {
  for (;;) {
    const res = await fetch(`${baseUrl}/api/pres${pathOf(jobCalls.detail, { id })}`, {
      headers: { authorization: token },
    });
    const job = ((await res.json()) as { content: JobRow }).content;
    onPoll?.(job);
    if (FINISHED_JOB_STATES.includes(job.state)) return { message: job.message ?? job.state, job };
    await new Promise((r) => setTimeout(r, 500));
  }
}
