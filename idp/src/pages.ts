// The dev identity provider's pages: sign-in, the auto-submitting sign-out step and errors.
// Plain server-rendered HTML with inline styles and no external assets, so they work offline and
// under a strict Content-Security-Policy. The banner says plainly that this is not a real login.
import type { KoaContextWithOIDC } from 'oidc-provider';

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  *{box-sizing:border-box}
  body{margin:0;min-height:100vh;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2933;background:#eef2f6;display:flex;flex-direction:column;align-items:center}
  .banner{width:100%;background:#7c2d12;color:#fff;text-align:center;padding:.5rem 1rem;font-size:.875rem}
  .banner strong{letter-spacing:.02em}
  main{width:100%;max-width:24rem;margin:2rem auto;padding:0 1rem}
  .card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
  h1{font-size:1.5rem;margin:0 0 .25rem}
  p.lead{margin:0 0 1.25rem;color:#52606d}
  .label-row{display:flex;gap:.4rem;align-items:baseline;margin:1rem 0 .25rem}
  label{font-weight:600}
  .hint{font-weight:400;color:#7b8794}
  input{width:100%;font:inherit;padding:.65rem .75rem;border:1px solid #cbd2d9;border-radius:8px}
  input:focus{outline:3px solid #93c5fd;border-color:#2563eb}
  input[aria-invalid=true]{border-color:#b91c1c}
  .error{color:#b91c1c;font-size:.9rem;margin:.25rem 0 0}
  button{width:100%;margin-top:1.5rem;font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:8px;background:#2563eb;color:#fff;cursor:pointer}
  button:hover{background:#1d4ed8}
  .secondary{display:block;text-align:center;margin-top:1rem;color:#52606d;background:none;padding:0;font-weight:400;text-decoration:underline;width:auto;margin-left:auto;margin-right:auto}
  .secondary:hover{background:none;color:#1f2933}
  dl{font-size:.9rem;word-break:break-word}
  dt{font-weight:600}
  dd{margin:0 0 .5rem}
`;

/** The Content-Security-Policy of every page here; `nonce` allows one inline script. */
function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    nonce ? `script-src 'nonce-${nonce}'` : "script-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Answers with one of these pages, under their Content-Security-Policy (`nonce`: see above). */
export function sendPage(ctx: KoaContextWithOIDC, page: string, nonce?: string): void {
  ctx.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  ctx.type = 'html';
  ctx.body = page;
}

function layout(title: string, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Liftbook</title>
<style>${STYLE}</style>
${head}
</head>
<body>
<div class="banner" role="note"><strong>Development sign-in</strong> — a local identity provider for development and tests. No passwords; do not use real accounts.</div>
<main>
${body}
</main>
</body>
</html>`;
}

export interface SignInView {
  action: string;
  abortAction: string;
  email: string;
  name: string;
  errors?: { email?: string; name?: string } | null;
}

export function signInPage(view: SignInView): string {
  const { errors } = view;
  const field = (id: 'email' | 'name', label: string, attrs: string, hint = '') => {
    const error = errors?.[id];
    // The hint sits outside the <label> so the field's accessible name is exactly "Email"/"Name".
    const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return `<div class="label-row"><label for="${id}">${label}</label>${hint ? ` <span class="hint" id="${id}-hint">${hint}</span>` : ''}</div>
      <input id="${id}" name="${id}" ${attrs} value="${escapeHtml(view[id])}"${error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
      ${error ? `<p class="error" id="${id}-error" role="alert">${escapeHtml(error)}</p>` : ''}`;
  };
  return layout(
    'Sign in',
    `<div class="card">
  <h1>Sign in to Liftbook</h1>
  <p class="lead">Enter any email address. A new account is made the first time you use it.</p>
  <form method="post" action="${escapeHtml(view.action)}" novalidate>
    ${field('email', 'Email', 'type="email" inputmode="email" autocomplete="email" autocapitalize="off" spellcheck="false" required maxlength="254"' + (errors?.name && !errors.email ? '' : ' autofocus'))}
    ${field('name', 'Name', 'type="text" autocomplete="name" maxlength="100"' + (errors?.name && !errors.email ? ' autofocus' : ''), '(optional)')}
    <button type="submit">Sign in</button>
  </form>
  <form method="post" action="${escapeHtml(view.abortAction)}">
    <button type="submit" class="secondary">Cancel</button>
  </form>
</div>`,
  );
}

/**
 * oidc-provider's sign-out confirmation, submitted by script: the spec's logout returns straight
 * to the site, so the "Do you want to sign out?" question is answered yes on the user's behalf.
 * `form` is the provider's own form (it carries the anti-CSRF token); without JavaScript the
 * button does the same.
 */
export function signOutPage(form: string, nonce: string): string {
  const withLogout = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return layout(
    'Signing out',
    `<div class="card">
  <h1>Signing out…</h1>
  ${withLogout}
  <noscript><button type="submit" form="op.logoutForm">Sign out</button></noscript>
</div>
<script nonce="${nonce}">document.getElementById('op.logoutForm').submit();</script>`,
  );
}

export function signedOutPage(): string {
  return layout('Signed out', `<div class="card"><h1>Signed out</h1><p class="lead">You can close this window.</p></div>`);
}

export function errorPage(details: Record<string, string>): string {
  const rows = Object.entries(details)
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return layout(
    'Sign-in problem',
    `<div class="card"><h1>Something went wrong</h1><p class="lead">The sign-in request could not be completed. Go back to Liftbook and try again.</p><dl>${rows}</dl></div>`,
  );
}
