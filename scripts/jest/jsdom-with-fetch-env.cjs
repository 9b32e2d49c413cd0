// jsdom has no fetch/Request/Response; ky needs the real ones, and Node's Request
// rejects jsdom's AbortSignal, so the abort classes come from Node as well.
const JsdomEnvironment = require('jest-environment-jsdom').default ?? require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends JsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const key of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextDecoder', 'TextEncoder', 'structuredClone']) {
      if (globalThis[key] !== undefined) g[key] = globalThis[key];
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
