// jsdom lacks the Fetch API classes that react-router's data router builds requests with;
// lend it Node's (with Node's AbortController, which Node's Request insists on).
const JSDOMEnvironment = require('jest-environment-jsdom').default;

class ShellEnvironment extends JSDOMEnvironment {
  constructor(...args) {
    super(...args);
    Object.assign(this.global, { Request, Response, Headers, AbortController, AbortSignal });
  }
}

module.exports = ShellEnvironment;
