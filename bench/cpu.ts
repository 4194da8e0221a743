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
        comm: stat.slice(stat.indexOf('(') + 1, close),
        cpu: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
      });
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return procs;
}

/** A process and everything it started, from /proc (tsx runs the server in a child node of its own). */
export function treePids(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // The process ended, or this is not Linux.
  }
  return [pid, ...children.flatMap(treePids)];
}

export interface CpuSplit {
  api: number;
  db: number;
  sandbox: number;
  driver: number;
}

/** A reading: each group's processes, pid to CPU seconds so far. */
export type CpuReading = Record<keyof CpuSplit, Map<number, number>>;

const secondsByPid = (procs: Proc[]) => new Map(procs.map((p) => [p.pid, p.cpu]));

/** The API's and the sandbox's process trees, PostgreSQL's processes and this one, now. */
export function cpuNow(pids: { api: number; sandbox: number }): CpuReading | null {
  let procs: Proc[];
  try {
    procs = readProcs();
  } catch {
    return null;
  }
  const tree = (root: number) => {
    const members = new Set(treePids(root));
    return secondsByPid(procs.filter((p) => members.has(p.pid)));
  };
  const own = process.cpuUsage();
  return {
    api: tree(pids.api),
    sandbox: tree(pids.sandbox),
    db: secondsByPid(procs.filter((p) => p.comm === 'postgres')),
    driver: new Map([[process.pid, (own.user + own.system) / 1e6]]),
  };
}

/**
 * CPU seconds a group spent between two readings, process by process: one that ended meanwhile (an
 * idle pooled connection closed, say) takes nothing away, one that started counts from its start.
 */
export function spentBetween(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, seconds] of after) spent += Math.max(0, seconds - (before.get(pid) ?? 0));
  return spent;
}

/** Milliseconds of CPU per answered request between two readings. */
export function cpuPerRequest(before: CpuReading | null, after: CpuReading | null, requests: number): CpuSplit | null {
  if (!before || !after || requests <= 0) return null;
  const per = (key: keyof CpuSplit) => (spentBetween(before[key], after[key]) * 1000) / requests;
  return { api: per('api'), db: per('db'), sandbox: per('sandbox'), driver: per('driver') };
}
