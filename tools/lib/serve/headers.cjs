// The production headers contract of every origin the local stack serves (docs/security.md):
// what @fastify/helmet is configured to send, and nothing else of helmet's defaults.
// - every answer: X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin,
//   X-Frame-Options: DENY, and HSTS (a year, subdomains) when the origin is served over https;
// - every page: a Content-Security-Policy built from the caller's policy (the shell's names exactly
//   the origins code may come from) plus the hardening directives below;
// - /api answers keep the api's own headers (no CSP or frame options added on top of them).

/**
 * Directives every CSP ends up with, whatever the caller's policy says: the page cannot be framed
 * (clickjacking), no plugins, and no <base> pointing scripts elsewhere. A policy that sets one of
 * them already keeps its own value.
 */
const CSP_HARDENING = ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"];
/** The CSP of a server given none (a remote's own page): its own origin only. */
const DEFAULT_CSP = "default-src 'self'";
/** HSTS for an origin served over https: a year, subdomains too (deployment decides about preload). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true, preload: false };

/** `csp` split into [name, value] pairs, in order; a later duplicate of a name is dropped. */
function directivesOf(csp) {
  const seen = new Map();
  for (const directive of csp.split(';')) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), values.join(' '));
  }
  return seen;
}

/** `csp` with the hardening directives it lacks appended. */
function hardenCsp(csp) {
  const directives = directivesOf(csp);
  for (const [name, value] of directivesOf(CSP_HARDENING.join('; '))) if (!directives.has(name)) directives.set(name, value);
  return [...directives].map(([name, value]) => (value ? `${name} ${value}` : name)).join('; ');
}

/**
 * @fastify/helmet's options for a server whose page policy is `csp()` (read for each request, so a
 * deploy that changes the remotes' origins is in the next page's policy without a restart).
 * The directive names are those of the first policy (the policy's shape is fixed; its origins move).
 */
function helmetOptions({ csp = () => DEFAULT_CSP, https = false } = {}) {
  const current = new WeakMap(); // request -> its hardened directives, computed once per request
  const valueFor = (name) => (req) => {
    if (!current.has(req)) current.set(req, directivesOf(hardenCsp(csp())));
    return current.get(req).get(name) ?? '';
  };
  const directives = Object.fromEntries([...directivesOf(hardenCsp(csp())).keys()].map((name) => [name, [valueFor(name)]]));
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    noSniff: true,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? HSTS : false,
    // Everything else helmet sends by default is off: the contract is the list above. (Cross-origin
    // resource policies would stop the shell loading the remotes, which live on other origins.)
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  };
}

/** Route-level helmet options of the /api proxy: the common headers only (the api sets its own). */
const API_ROUTE_HELMET = { contentSecurityPolicy: false, frameguard: false };

module.exports = { CSP_HARDENING, DEFAULT_CSP, hardenCsp, helmetOptions, API_ROUTE_HELMET };
