// The one polling wait of the node tests (servers, sockets, child processes: no DOM, so Testing
// Library's waitFor, which the browser-side tests use, is not at hand). Resolves once `check`
// holds; rejects naming `what` after `timeoutMs`.
async function until(check, what, timeoutMs = 10_000, everyMs = 25) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

module.exports = { until };
