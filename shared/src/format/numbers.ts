// Weights, volumes and durations as lifters read them.
import type { WeightUnit } from '../contract';
import { DEFAULT_WEIGHT_UNIT } from '../domain/constants';

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** 1234.5 -> "1,234.5" (locale-formatted; volumes, chart values). */
export function formatNumber(value: number): string {
  return number.format(value);
}

/** (135, null) -> "135 lbs" (the unit shows as lbs when absent, spec §3); "" when no weight. */
export function formatWeight(weight: number | null | undefined, unit?: WeightUnit | null): string {
  if (weight === null || weight === undefined || Number.isNaN(weight)) return '';
  return `${number.format(weight)} ${unit ?? DEFAULT_WEIGHT_UNIT}`;
}

/** Milliseconds -> "45s", "2m 30s", "1h 2m 3s"; "" for none. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms <= 0) return '';
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h}h`);
  if (m) parts.push(`${m}m`);
  if (s || parts.length === 0) parts.push(`${s}s`);
  return parts.join(' ');
}

/** Milliseconds -> "01:02:03" / "02:03.4" style clock for timers (tenths when asked). */
export function formatClock(ms: number, withTenths = false): string {
  const safe = Math.max(0, Math.floor(ms));
  const h = Math.floor(safe / 3_600_000);
  const m = Math.floor((safe % 3_600_000) / 60_000);
  const s = Math.floor((safe % 60_000) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const base = h ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
  return withTenths ? `${base}.${Math.floor((safe % 1000) / 100)}` : base;
}
