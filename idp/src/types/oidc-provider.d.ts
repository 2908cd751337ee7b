// oidc-provider 9 ships no TypeScript types (and @types/oidc-provider describes older majors), so
// this declares only the surface the dev identity provider uses. Keep it narrow: anything typed
// here is a claim about the library we have checked against node_modules/oidc-provider/lib.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type UnknownObject = Record<string, unknown>;

  /** What the adapter stores for every model (Session, Grant, RefreshToken, Interaction…). */
  export interface AdapterPayload extends UnknownObject {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Client {
    clientId: string;
    redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string, claims: unknown, rejected: string[]): Promise<UnknownObject> | UnknownObject;
  }

  export interface Grant {
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (init: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface Interaction {
    uid: string;
    params: UnknownObject;
    prompt: { name: string; reasons: string[]; details: UnknownObject };
    session?: { accountId?: string };
    grantId?: string;
  }

  /** The token being minted, as extraTokenClaims and the TTL functions see it. */
  export interface BaseToken {
    kind: string;
    accountId?: string;
    clientId?: string;
    scope?: string;
  }

  export interface OIDCContext {
    provider: Provider;
    params?: UnknownObject;
    client?: Client;
    session?: Session;
    account?: Account;
    result?: { consent?: { grantId?: string } } & UnknownObject;
  }

  /** The Koa context oidc-provider hands to its hooks and to middleware added with provider.use(). */
  export interface KoaContextWithOIDC {
    oidc: OIDCContext;
    req: IncomingMessage;
    res: ServerResponse;
    method: string;
    path: string;
    host: string;
    status: number;
    type: string;
    body: unknown;
    state: UnknownObject;
    set(field: string, value: string): void;
    get(field: string): string;
    redirect(url: string): void;
    throw(status: number, message?: string): never;
  }

  export type Middleware = (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void> | void;

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  }

  export interface ClientMetadata extends UnknownObject {
    client_id: string;
    client_name?: string;
    token_endpoint_auth_method?: string;
    application_type?: 'web' | 'native';
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
  }

  export interface JWKS {
    keys: Array<UnknownObject & { kid?: string; kty: string }>;
  }

  export interface Configuration {
    adapter?: new (model: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: JWKS;
    cookies?: {
      keys?: string[];
      names?: { session?: string; interaction?: string; resume?: string };
      long?: UnknownObject;
      short?: UnknownObject;
    };
    scopes?: string[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    findAccount?(ctx: KoaContextWithOIDC, sub: string, token?: BaseToken): Promise<Account | undefined>;
    extraTokenClaims?(ctx: KoaContextWithOIDC, token: BaseToken): Promise<UnknownObject | undefined>;
    issueRefreshToken?(ctx: KoaContextWithOIDC, client: Client, code: BaseToken): Promise<boolean>;
    expiresWithSession?(ctx: KoaContextWithOIDC, code: BaseToken): Promise<boolean>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
    loadExistingGrant?(ctx: KoaContextWithOIDC): Promise<Grant | undefined>;
    clientBasedCORS?(ctx: KoaContextWithOIDC, origin: string, client: Client): boolean;
    pkce?: { required?(ctx: KoaContextWithOIDC, client: Client): boolean; methods?: string[] };
    interactions?: { url?(ctx: KoaContextWithOIDC, interaction: Interaction): Promise<string> | string };
    renderError?(ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error): Promise<void>;
    ttl?: Record<string, number | ((ctx: KoaContextWithOIDC, token: BaseToken, client: Client) => number)>;
    features?: {
      devInteractions?: { enabled: boolean };
      revocation?: { enabled: boolean; allowedPolicy?(ctx: KoaContextWithOIDC, client: Client, token: BaseToken): Promise<boolean> };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?(ctx: KoaContextWithOIDC, client: Client, oneOf?: string[]): Promise<string | string[] | undefined>;
        useGrantedResource?(ctx: KoaContextWithOIDC, model: unknown): Promise<boolean>;
        getResourceServerInfo?(ctx: KoaContextWithOIDC, resourceIndicator: string, client: Client): Promise<ResourceServerInfo>;
      };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?(ctx: KoaContextWithOIDC, form: string): Promise<void>;
        postLogoutSuccessSource?(ctx: KoaContextWithOIDC): Promise<void>;
      };
    };
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    readonly Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: Middleware): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(req: IncomingMessage, res: ServerResponse, result: UnknownObject, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
  }

  type ErrorClass = new (description?: string, detail?: string) => Error & { status: number; error: string };
  export const errors: {
    InvalidTarget: ErrorClass;
    SessionNotFound: ErrorClass;
  };

  export default Provider;
}
