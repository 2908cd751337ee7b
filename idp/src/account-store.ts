// Accounts of the dev identity provider: made on first sign-in, keyed by a stable id derived from
// the normalized email (so the same email is the same user, even after <dataDir> is copied), with
// the name remembered. Persisted to <dataDir>/idp/accounts.json.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { readJson, writeJson } from './json-file.js';

export interface StoredAccount {
  id: string;
  email: string;
  /** As typed at sign-in; null when never given. */
  name: string | null;
  createdAt: string;
  updatedAt: string;
}

export const EMAIL_MAX = 254;
export const NAME_MAX = 100;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** One message per problem, in the words the sign-in page shows; null when valid. */
export function validateSignIn(email: string, name: string): { email?: string; name?: string } | null {
  const errors: { email?: string; name?: string } = {};
  const normalized = normalizeEmail(email);
  if (!normalized) errors.email = 'Enter your email address.';
  else if (normalized.length > EMAIL_MAX || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalized)) {
    errors.email = 'Enter a valid email address, like name@example.com.';
  }
  if (name.trim().length > NAME_MAX) errors.name = `Name must be at most ${NAME_MAX} characters.`;
  return errors.email || errors.name ? errors : null;
}

export function accountIdFor(email: string): string {
  // A hash rather than the email itself: the `sub` claim should not leak the address, and stays
  // the same however the email was capitalised.
  return createHash('sha256').update(normalizeEmail(email)).digest('base64url').slice(0, 22);
}

/** The display name: the remembered name, else the part of the email before "@". */
export function displayName(account: StoredAccount): string {
  return account.name ?? account.email.split('@')[0] ?? account.email;
}

export class AccountStore {
  #accounts = new Map<string, StoredAccount>();
  #writing: Promise<void> = Promise.resolve();

  private constructor(private readonly file: string) {}

  static async open(dir: string): Promise<AccountStore> {
    const store = new AccountStore(path.join(dir, 'accounts.json'));
    const saved = (await readJson<StoredAccount[]>(store.file)) ?? [];
    for (const account of saved) store.#accounts.set(account.id, account);
    return store;
  }

  find(id: string): StoredAccount | undefined {
    return this.#accounts.get(id);
  }

  /** Signs in `email`: creates the account on first use; a non-empty name replaces the remembered one. */
  async signIn(email: string, name: string): Promise<StoredAccount> {
    const id = accountIdFor(email);
    const now = new Date().toISOString();
    const given = name.trim() || null;
    const existing = this.#accounts.get(id);
    const account: StoredAccount = existing
      ? { ...existing, name: given ?? existing.name, updatedAt: now }
      : { id, email: normalizeEmail(email), name: given, createdAt: now, updatedAt: now };
    this.#accounts.set(id, account);
    await this.#save();
    return account;
  }

  #save(): Promise<void> {
    // Writes are chained so two sign-ins at once never interleave their renames.
    const snapshot = [...this.#accounts.values()];
    this.#writing = this.#writing.catch(() => undefined).then(() => writeJson(this.file, snapshot));
    return this.#writing;
  }
}
