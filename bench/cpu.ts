/*
 * Where a request's CPU goes (issue 46): the CPU seconds the kernel counted for the API, the provider
 * sandbox, PostgreSQL (every `postgres` process: backends, WAL writer, checkpointer) and this load
 * driver, read from /proc before and after a row. On 2 cores shared by all four, a row's requests
 * per second is bounded by their sum per request, so this says which of them a change has to make
 * cheaper. Linux only; elsewhere nothing is measured.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ: 100 on every Linux architecture Node runs on.

interface Proc {
  pid: number;
  ppid: number;
  comm: string;
  /** utime + stime, in seconds. */
  cpu: number;
}

function readProcs(): Proc[] {
  const procs: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // comm may hold spaces and parentheses: the fields after it start past the last ')'.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      procs.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        comm: stat.slice(stat.indexOf('(') + 1, close),
        cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return procs;
}

/** A process and everything it started (tsx runs the server in a child of its own). */
function treeCpu(procs: Proc[], root: number): number {
  const children = new Map<number, Proc[]>();
  for (const proc of procs) children.set(proc.ppid, [...(children.get(proc.ppid) ?? []), proc]);
  let total = 0;
  const visit = (pid: number) => {
    const proc = procs.find((p) => p.pid === pid);
    if (proc) total += proc.cpu;
    for (const child of children.get(pid) ?? []) visit(child.pid);
  };
  visit(root);
  return total;
}

export interface CpuSplit {
  api: number;
  db: number;
  sandbox: number;
  driver: number;
}

/** CPU seconds so far of the API's and the sandbox's process trees, PostgreSQL's processes and this one. */
export function cpuNow(pids: { api: number; sandbox: number }): CpuSplit | null {
  let procs: Proc[];
  try {
    procs = readProcs();
  } catch {
    return null;
  }
  const own = process.cpuUsage();
  return {
    api: treeCpu(procs, pids.api),
    sandbox: treeCpu(procs, pids.sandbox),
    db: procs.filter((p) => p.comm === 'postgres').reduce((sum, p) => sum + p.cpu, 0),
    driver: (own.user + own.system) / 1e6,
  };
}

/** Milliseconds of CPU per answered request between two readings. */
export function cpuPerRequest(before: CpuSplit | null, after: CpuSplit | null, requests: number): CpuSplit | null {
  if (!before || !after || requests <= 0) return null;
  const per = (key: keyof CpuSplit) => Math.max(0, ((after[key] - before[key]) * 1000) / requests);
  return { api: per('api'), db: per('db'), sandbox: per('sandbox'), driver: per('driver') };
}
