import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { restartDelay, supervise } from './supervisor';

const until = async (check: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('process supervisor (npm start)', () => {
  it('restarts a crashed child instead of stopping, and keeps it running', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'supervisor-'));
    const marker = join(dir, 'runs');
    const beats = join(dir, 'beats');
    // Crashes on its first two runs, then stays up, counting its heartbeats.
    const script = `
      const fs = require('fs');
      const runs = (fs.existsSync(${JSON.stringify(marker)}) ? Number(fs.readFileSync(${JSON.stringify(marker)}, 'utf8')) : 0) + 1;
      fs.writeFileSync(${JSON.stringify(marker)}, String(runs));
      if (runs < 3) process.exit(7);
      let beat = 0;
      setInterval(() => fs.writeFileSync(${JSON.stringify(beats)}, String(++beat)), 10);
    `;
    const lines: string[] = [];
    const child = supervise({ name: 'flaky', cwd: dir, args: ['-e', script] }, { env: process.env, log: (l) => lines.push(l), baseDelayMs: 10 });
    try {
      // Up long enough to have crashed again had it been going to: ten heartbeats of its third run.
      await until(() => existsSync(beats) && Number(readFileSync(beats, 'utf8')) >= 10, 30_000);
      expect(child.starts()).toBe(3);
      expect(readFileSync(marker, 'utf8')).toBe('3');
      expect(lines.filter((l) => l.includes('restarting'))).toHaveLength(2);
    } finally {
      await child.stop();
    }
  });

  it('gives up on a child that keeps crashing at once', async () => {
    const child = supervise(
      { name: 'broken', cwd: tmpdir(), args: ['-e', 'process.exit(3)'] },
      { env: process.env, log: () => undefined, baseDelayMs: 5, maxQuickCrashes: 3 },
    );
    await expect(child.gaveUp).resolves.toEqual({ name: 'broken', code: 3 });
    expect(child.starts()).toBe(4);
  });

  it('waits longer after each quick crash, up to the cap', () => {
    expect([1, 2, 3, 4, 10].map((n) => restartDelay(n, 500, 4_000))).toEqual([500, 1_000, 2_000, 4_000, 4_000]);
  });
});
