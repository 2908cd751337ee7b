/** The api's default body limit (BODY_LIMIT_BYTES), the proxy's unless given. */
export const DEFAULT_BODY_LIMIT: number;
