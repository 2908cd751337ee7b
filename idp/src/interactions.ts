// The sign-in page behind oidc-provider's interactions: Email, optional Name, "Sign in". The
// account is made on first use; there is no consent step (see loadExistingGrant in provider.ts).
import type { IncomingMessage } from 'node:http';
import type { KoaContextWithOIDC, Middleware, Provider } from 'oidc-provider';
import { validateSignIn, type AccountStore } from './account-store.js';
import { sendPage, signInPage } from './pages.js';

const FORM_LIMIT = 16 * 1024;

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of req) {
    body += String(chunk);
    if (body.length > FORM_LIMIT) throw Object.assign(new Error('form too large'), { status: 413 });
  }
  return new URLSearchParams(body);
}

function html(ctx: KoaContextWithOIDC, status: number, body: string): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  sendPage(ctx, body);
}

/** Koa middleware for /interaction/:uid (GET the page, POST …/login and …/abort). */
export function interactionRoutes(provider: Provider, accounts: AccountStore): Middleware {
  return async (ctx, next) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(ctx.path);
    if (!match) return next();
    const [, uid, action] = match;
    const base = `/interaction/${uid}`;
    // Throws SessionNotFound (rendered by renderError) when the interaction cookie is missing or stale.
    const interaction = await provider.interactionDetails(ctx.req, ctx.res);

    if (!action && ctx.method === 'GET') {
      if (interaction.prompt.name === 'login') {
        const hint = typeof interaction.params.login_hint === 'string' ? interaction.params.login_hint : '';
        return html(ctx, 200, signInPage({ action: `${base}/login`, abortAction: `${base}/abort`, email: hint, name: '' }));
      }
      // Only "login" is ever prompted (grants are automatic); anything else is finished as granted.
      return provider.interactionFinished(ctx.req, ctx.res, {}, { mergeWithLastSubmission: true });
    }

    if (action === 'login' && ctx.method === 'POST') {
      const form = await readForm(ctx.req);
      const email = form.get('email') ?? '';
      const name = form.get('name') ?? '';
      const errors = validateSignIn(email, name);
      if (errors) {
        // Typed values come back with the message, so nothing has to be re-entered.
        return html(ctx, 400, signInPage({ action: `${base}/login`, abortAction: `${base}/abort`, email, name, errors }));
      }
      const account = await accounts.signIn(email, name);
      return provider.interactionFinished(ctx.req, ctx.res, { login: { accountId: account.id, remember: true } }, { mergeWithLastSubmission: false });
    }

    if (action === 'abort' && ctx.method === 'POST') {
      // Back to the app with access_denied; the shell shows "Login failed".
      return provider.interactionFinished(
        ctx.req,
        ctx.res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
        { mergeWithLastSubmission: false },
      );
    }

    ctx.status = 405;
    ctx.body = 'Method Not Allowed';
  };
}
