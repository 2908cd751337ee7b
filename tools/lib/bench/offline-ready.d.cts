// Types of offline-ready.cjs for its TypeScript callers (the e2e size report, tests).
import type { BrowserContext, Page } from '@playwright/test';

export interface WireEntry {
  url: string;
  bytes: number;
  byWorker: boolean;
}
export interface Part {
  part: string;
  bytes: number;
  files: number;
}
export type Manifests = Record<string, { url: string; json: Record<string, unknown> }>;
export function recordWire(
  context: BrowserContext,
  options?: { quietMs?: number },
): { entries: WireEntry[]; settled(options?: { timeoutMs?: number }): Promise<void> };
export function offlineReadyParts(entries: WireEntry[], shellOrigin: string, manifests: Manifests): { total: number; files: number; parts: Part[] };
export function readManifests(shellOrigin: string): Promise<Manifests>;
export function waitUntilOffline(page: Page, manifests: Manifests, options?: { timeoutMs?: number }): Promise<void>;
