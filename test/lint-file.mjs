// Lints one file with the repository's config through the ESLint Node API and prints the
// messages as JSON. lint.test.ts runs it in its own Node: ESLint loads eslint.config.mjs with a
// dynamic import, which Jest's module sandbox refuses.
import { ESLint } from 'eslint';

const [file] = process.argv.slice(2);
// ignore: false because the main lint skips the fixtures folder on purpose.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname, ignore: false });
const [result] = await eslint.lintFiles([file]);
process.stdout.write(JSON.stringify(result.messages));
