import fs from 'node:fs';
import { DISTRICTS } from '../packages/shared/src/districts.ts';
import { FORM } from '../packages/server/test/helpers/verification-form.ts';
import { pathOf, type AnyEndpoint } from '../packages/shared/src/api/endpoint.ts';
import { sessionCalls } from '../packages/shared/src/api/system.ts';
import { encryptPassword } from '../packages/server/src/platform/auth/secrets.ts';
import { poolCalls } from '../packages/shared/src/api/pool.ts';
import { riskInfoCalls } from '../packages/shared/src/api/riskInfo.ts';
import { verificationCalls } from '../packages/shared/src/api/verification.ts';
import { dashboardCalls } from '../packages/shared/src/api/dashboard.ts';
import { reportsCalls } from '../packages/shared/src/api/reports.ts';

/**
 * A day's work of the bureau's clerks, as virtual users: the load test runs it for ten minutes,
 * the fault and rolling-restart scripts run it while they break something. Each user logs in as
 * the browser does (RSA-encrypted password, captcha) from its own address, then clicks through
 * its role's pages with a think time between clicks. Writes never collide: a clerk works the
 * orders whose id falls to its slot among the clerks of its account, as colleagues share a list.
 */
const API = '/api/pres';
const NAME_WORDS = ['科技', '华', '信息', '建设', '物流', '文化', '餐饮', '金'];

export interface StepStats {
  ms: number[];
  errors: number;
  /** Answers by HTTP status (0: no answer: connection refused or reset, timeout). */
  statuses: Map<number, number>;
}

export interface CallResult {
  status: number;
  body: { status?: number; message?: string; content?: unknown } | null;
  ms: number;
}

type Role = 'city' | 'district' | 'ops';
interface User {
  role: Role;
  username: string;
  region?: string;
  /** This clerk's share of its account's orders: id % of === slot. */
  slot: number;
  of: number;
  ip: string;
  token?: string;
}

export interface WorkOptions {
  users: number;
  thinkMs: number;
  /** Which answers count as errors; the default is anything but 2xx. */
  isError?: (r: CallResult) => boolean;
  /** Per-request timeout. */
  timeoutMs?: number;
  /** Sees every answer (the fault scripts sort them by phase). */
  onResult?: (step: string, r: CallResult, at: number, url: string) => void;
}

/** A call's path parameters, query string and JSON body. */
interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, string | number>;
  body?: unknown;
}

const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(xs: readonly T[]): T => xs[rand(xs.length)];
const q = (o: Record<string, string | number>) => new URLSearchParams(o as Record<string, string>).toString();

/** RSS of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

export class DayOfWork {
  readonly stats = new Map<string, StepStats>();
  readonly errorSamples: string[] = [];
  readonly done = { dispatched: 0, taken: 0, submitted: 0, audited: 0, exported: 0, idle: 0 };
  private users: User[] = [];
  private stopAt = 0;
  private counts = { companies: 0, orders: 0 };

  constructor(
    private base: string,
    private opts: WorkOptions,
  ) {
    // A day at the bureau: one clerk in five at the city, most in the districts, a few in operations.
    const n = opts.users;
    const city = Math.max(1, Math.round(n * 0.2));
    const ops = Math.max(1, Math.round(n * 0.05));
    const district = Math.max(0, n - city - ops);
    const add = (role: Role, username: string, region?: string) =>
      this.users.push({
        role,
        username,
        region,
        slot: 0,
        of: 1,
        ip: `10.${60 + (this.users.length >> 8)}.${this.users.length & 255}.7`,
      });
    for (let i = 0; i < city; i++) add('city', i % 2 ? 'city2' : 'city');
    for (let i = 0; i < ops; i++) add('ops', 'ops');
    for (let i = 0; i < district; i++)
      add('district', DISTRICTS[i % DISTRICTS.length].pinyin, DISTRICTS[i % DISTRICTS.length].name);
    // Clerks who see the same work list (the city's two accounts, one district's clerks) share it by slot.
    const groups = new Map<string, User[]>();
    for (const u of this.users) {
      const key = u.role === 'district' ? u.username : u.role;
      groups.set(key, [...(groups.get(key) ?? []), u]);
    }
    for (const g of groups.values()) g.forEach((u, i) => Object.assign(u, { slot: i, of: g.length }));
  }

  describeUsers(): string {
    const by = (r: Role) => this.users.filter((u) => u.role === r).length;
    return `市级 ${by('city')}、区县 ${by('district')}（16 个区）、运维 ${by('ops')}`;
  }
  describeData(): string {
    return `运维可见企业库 ${this.counts.companies} 家，市级可见核实工单 ${this.counts.orders} 个`;
  }
  describeWork(): string {
    const d = this.done;
    return `派单 ${d.dispatched}，接单 ${d.taken}，提交核实 ${d.submitted}，审核通过 ${d.audited}，导出 ${d.exported}`;
  }

  /** One call of the tables, timed and counted under `step`. */
  async call(step: string, user: User | null, endpoint: AnyEndpoint, input: CallInput = {}): Promise<CallResult> {
    const { method } = endpoint;
    const { body } = input;
    const url = `${API}${pathOf(endpoint, input.params)}${input.query ? `?${q(input.query)}` : ''}`;
    const started = performance.now();
    let status = 0;
    let parsed: CallResult['body'] = null;
    try {
      const res = await fetch(this.base + url, {
        method,
        headers: {
          ...(user?.token ? { authorization: user.token } : {}),
          ...(user ? { 'x-forwarded-for': user.ip } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 60_000),
      });
      status = res.status;
      const type = res.headers.get('content-type') ?? '';
      if (type.includes('json')) parsed = await res.json();
      else await res.arrayBuffer();
    } catch (err) {
      parsed = { message: (err as Error).message };
    }
    const result = { status, body: parsed, ms: performance.now() - started };
    this.opts.onResult?.(step, result, Date.now(), `${method} ${url}`);
    const s: StepStats = this.stats.get(step) ?? { ms: [], errors: 0, statuses: new Map() };
    this.stats.set(step, s);
    s.ms.push(result.ms);
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
    const isError = this.opts.isError ?? ((r: CallResult) => r.status < 200 || r.status >= 300);
    if (isError(result)) {
      s.errors++;
      if (this.errorSamples.length < 30)
        this.errorSamples.push(`${step} ${method} ${url.slice(0, 120)} → ${status} ${parsed?.message ?? ''}`);
    }
    return result;
  }

  async login(): Promise<void> {
    const one = async (u: User) => {
      for (let attempt = 0; attempt < 5; attempt++) {
        const key = await this.call('登录', u, sessionCalls.publicKey);
        const code = await this.call('登录', u, sessionCalls.captcha);
        const publicKey = key.body?.content as string;
        const uuid = (code.body?.content as { uuid: string } | undefined)?.uuid;
        if (!publicKey || !uuid) continue;
        const password = encryptPassword(publicKey, process.env.DEMO_PASSWORD ?? 'Risk@2026');
        const r = await this.call('登录', u, sessionCalls.login, {
          body: { username: u.username, password, code: '8888', uuid },
        });
        u.token = (r.body?.content as { token?: string } | undefined)?.token;
        if (u.token) return;
      }
      throw new Error(`${u.username} 登录失败：${this.errorSamples.slice(-3).join('；')}`);
    };
    // Ten at a time: argon2 verification is deliberately slow.
    const queue = [...this.users];
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let u; (u = queue.shift());) await one(u);
      }),
    );
    const city = this.users.find((u) => u.role === 'city')!;
    const ops = this.users.find((u) => u.role === 'ops')!;
    const pool = await this.call('登录', ops, poolCalls.list, { query: { size: 1 } });
    const orders = await this.call('登录', city, verificationCalls.list, { query: { size: 1 } });
    const total = (r: CallResult) =>
      (r.body?.content as { metadata?: { totalElements: number } })?.metadata?.totalElements ?? 0;
    this.counts = { companies: total(pool), orders: total(orders) };
  }

  /** Every user works until `ms` have passed. */
  async run(ms: number): Promise<void> {
    this.stopAt = Date.now() + ms;
    await Promise.all(this.users.map((u, i) => this.work(u, i)));
  }

  stop(): void {
    this.stopAt = 0;
  }

  private async work(u: User, i: number) {
    // Users start spread over the first think time, as a morning's logins are.
    await sleep((i / this.users.length) * this.opts.thinkMs);
    while (Date.now() < this.stopAt) {
      await this.click(u);
      await sleep(this.opts.thinkMs * (0.5 + Math.random()));
    }
  }

  /** The ids of a page: pool rows carry `id`, work-list rows `content.id`. */
  private rows(r: CallResult): { id: number }[] {
    const rows = (r.body?.content as { content?: { id?: number; content?: { id: number } }[] })?.content ?? [];
    return rows.map((x) => ({ id: x.id ?? x.content?.id ?? 0 })).filter((x) => x.id > 0);
  }

  private mine(u: User, rows: { id: number }[]): number[] {
    return rows.map((r) => r.id).filter((id) => id % u.of === u.slot);
  }

  private async click(u: User) {
    const dice = rand(100);
    if (u.role === 'city') {
      if (dice < 20) {
        const r = await this.call('列表', u, verificationCalls.list, {
          query: { tab: 'CityAll', page: rand(20), size: 10 },
        });
        const id = pick(this.rows(r))?.id;
        if (id) await this.call('打开详情', u, verificationCalls.detail, { params: { id } });
      } else if (dice < 35) {
        await this.call('筛选', u, poolCalls.list, {
          query: { companyRegion: pick(DISTRICTS).name, companyName: pick(NAME_WORDS), page: 0, size: 10 },
        });
      } else if (dice < 40) {
        await this.call('导出', u, poolCalls.download, { query: { companyRegion: pick(DISTRICTS).name, status: 2 } });
        this.done.exported++;
      } else if (dice < 55) {
        const r = await this.call('列表', u, verificationCalls.list, { query: { tab: 'New', size: 50 } });
        const ids = this.mine(u, this.rows(r)).slice(0, 3);
        if (!ids.length) return void this.done.idle++;
        const d = await this.call('派单', u, verificationCalls.dispatch, { body: { ids } });
        if (d.status === 200) this.done.dispatched += ids.length;
      } else if (dice < 75) {
        const r = await this.call('列表', u, verificationCalls.list, { query: { tab: 'Audit', size: 50 } });
        const id = this.mine(u, this.rows(r))[0];
        if (!id) return void this.done.idle++;
        await this.call('打开详情', u, verificationCalls.detail, { params: { id } });
        const a = await this.call('审核', u, verificationCalls.review, { params: { id }, body: { pass: true } });
        if (a.status === 200) this.done.audited++;
      } else {
        await this.call('看板', u, dashboardCalls.total);
        await this.call('看板', u, dashboardCalls.areaRiskNumber);
      }
    } else if (u.role === 'district') {
      if (dice < 20) {
        const r = await this.call('列表', u, verificationCalls.list, {
          query: { tab: 'countyAll', page: rand(5), size: 10 },
        });
        const id = pick(this.rows(r))?.id;
        if (id) await this.call('打开详情', u, verificationCalls.detail, { params: { id } });
      } else if (dice < 35) {
        const r = await this.call('筛选', u, poolCalls.list, {
          query: { companyName: pick(NAME_WORDS), page: 0, size: 10 },
        });
        const id = pick(this.rows(r))?.id;
        if (id) await this.call('打开详情', u, poolCalls.detail, { params: { id } });
      } else if (dice < 40) {
        await this.call('导出', u, reportsCalls.disposeReportDownload);
        this.done.exported++;
      } else if (dice < 60) {
        const r = await this.call('列表', u, verificationCalls.list, { query: { tab: 'AwaitOrder', size: 50 } });
        const id = this.mine(u, this.rows(r))[0];
        if (!id) return void this.done.idle++;
        const t = await this.call('接单', u, verificationCalls.take, { params: { id } });
        if (t.status === 200) this.done.taken++;
      } else if (dice < 80) {
        const r = await this.call('列表', u, verificationCalls.list, { query: { tab: 'AwaitVerification', size: 50 } });
        const id = this.mine(u, this.rows(r))[0];
        if (!id) return void this.done.idle++;
        await this.call('打开详情', u, verificationCalls.detail, { params: { id } });
        const s = await this.call('提交核实', u, verificationCalls.saveForm, {
          body: { orderId: id, submit: true, ...FORM },
        });
        if (s.status === 200) this.done.submitted++;
      } else {
        await this.call('看板', u, dashboardCalls.districtTotal);
        await this.call('看板', u, verificationCalls.countyBadges);
      }
    } else {
      if (dice < 30) {
        const r = await this.call('列表', u, poolCalls.list, { query: { page: rand(50), size: 10 } });
        const id = pick(this.rows(r))?.id;
        if (id) await this.call('打开详情', u, poolCalls.detail, { params: { id } });
      } else if (dice < 60) {
        await this.call('筛选', u, riskInfoCalls.list, {
          query: { companyRegion: pick(DISTRICTS).name, companyName: pick(NAME_WORDS), page: 0, size: 10 },
        });
      } else if (dice < 70) {
        await this.call('导出', u, riskInfoCalls.download, {
          query: { companyRegion: pick(DISTRICTS).name, companyName: pick(NAME_WORDS) },
        });
        this.done.exported++;
      } else {
        await this.call('看板', u, dashboardCalls.total);
        await this.call('看板', u, poolCalls.total);
      }
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
