import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpuNow, cpuPerRequest, spentBetween } from '../bench/cpu';

// A parent that starts a child which burns 300 ms of CPU (by its own count, not by a clock), as tsx
// starts the API in a child of its own: the bench must count the child under the parent's pid.
const BURN = `const s=process.cpuUsage();while((process.cpuUsage(s).user+process.cpuUsage(s).system)<300000){}process.send('done');process.on('disconnect',()=>process.exit(0))`;
const PARENT = `const c=require('node:child_process').spawn(process.execPath,['-e',${JSON.stringify(BURN)}],{stdio:['ignore','ignore','inherit','ipc']});c.on('message',()=>process.send('done'));process.on('disconnect',()=>process.exit(0));`;

const onLinux = existsSync('/proc/self/stat') ? test : test.skip;

onLinux("counts the CPU of a process's children under its pid, and splits it per request", async () => {
  const parent = spawn(process.execPath, ['-e', PARENT], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  try {
    const pids = { api: parent.pid!, sandbox: process.pid };
    const before = cpuNow(pids)!;
    await new Promise((resolve) => parent.once('message', resolve));
    const after = cpuNow(pids)!;
    const spent = spentBetween(before.api, after.api);
    expect(spent).toBeGreaterThanOrEqual(0.29);
    const per = cpuPerRequest(before, after, 100)!;
    expect(per.api).toBeCloseTo((spent * 1000) / 100, 6);
    expect(per.db).toBeGreaterThanOrEqual(0);
    expect(cpuPerRequest(before, after, 0)).toBeNull();
  } finally {
    parent.kill('SIGKILL');
  }
});

test('a process that ended between two readings takes nothing away; one that started counts from its start', () => {
  // 1 kept working (+0.5 s), 2 ended (its 9 s were before the row), 3 started during the row (0.25 s).
  const before = new Map([[1, 2], [2, 9]]);
  const after = new Map([[1, 2.5], [3, 0.25]]);
  expect(spentBetween(before, after)).toBeCloseTo(0.75, 9);
});
