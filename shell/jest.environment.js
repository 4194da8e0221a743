// jsdom lacks the Fetch API classes that react-router's data router builds requests with;
// lend it Node's (with Node's AbortController, which Node's Request insists on).
const JSDOMEnvironment = require('jest-environment-jsdom').default;

// jsdom has no fetch either. By default the release registry has no remote live (the shell's own
// screens and menus; a test that needs remotes answers its own fetch), and any other URL is refused
// by name, so a test that forgets to answer a call fails on it instead of logging "fetch is not defined".
async function noRemotesLive(input) {
  const url = String(input instanceof Request ? input.url : input);
  if (new URL(url, 'https://localhost/').pathname === '/registry.json') return Response.json({ remotes: {} });
  throw new Error(`No network in shell tests: answer ${url} in the test`);
}

class ShellEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal, fetch: noRemotesLive });
  }
}

module.exports = ShellEnvironment;
