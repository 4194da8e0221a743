// `npm start`: with NODE_ENV=production (or COMPILED=1) the orchestrator and the servers it runs are
// the JavaScript `npm run build` compiled, run by node alone; development runs the sources through tsx.
const { existsSync } = require('node:fs');
const { join } = require('node:path');

function orchestrator() {
  if (process.env.NODE_ENV !== 'production' && process.env.COMPILED !== '1') {
    require('tsx/cjs/api').register();
    return require('../deploy/src/stack.ts');
  }
  const compiled = join(__dirname, '..', 'deploy', 'dist', 'stack.js');
  if (!existsSync(compiled)) {
    console.error(`${compiled} is missing: run npm run build first (NODE_ENV=production runs the compiled servers)`);
    process.exit(1);
  }
  return require(compiled);
}

orchestrator()
  .main()
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
