import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const FIXTURE = join(__dirname, 'fixtures/lint/BrokenHooks.tsx');

type Message = { line: number; ruleId: string | null };

test('the repository lint reports a conditional hook and floating promises (fixture)', () => {
  const output = execFileSync(process.execPath, [join(__dirname, 'lint-file.mjs'), FIXTURE], { encoding: 'utf8' });
  const found = (JSON.parse(output) as Message[]).map((message) => [message.line, message.ruleId]);
  expect(found).toEqual([
    [10, 'react-hooks/rules-of-hooks'],
    [14, '@typescript-eslint/no-floating-promises'],
    [16, '@typescript-eslint/no-misused-promises'],
  ]);
}, 120_000);
