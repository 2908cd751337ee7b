// Plate math next to a weight field: what to load per side, for the bar and plates this lifter
// has (changeable, remembered in this browser per unit). The arithmetic is domain/plate-math.
import { useId, useState } from 'react';
import { Button, formatNumber, formatWeight } from '@liftbook/shared';
import { browserStorage } from '@liftbook/shared/storage';
import type { WeightUnit } from '@liftbook/shared/contract';
import { PLATE_CHOICES, formatPlates, plateLoad, readBarSetup, type BarSetup } from '../domain/sets/plate-math';
import styles from './plate-math.module.css';

/** Under shared's "liftbook." prefix: signing out forgets it with the rest of the lifter's data. */
export const BAR_SETUP_KEY = 'liftbook.bar-setup.v1';

function loadSetups(): Partial<Record<WeightUnit, unknown>> {
  try {
    const raw = browserStorage('local')?.getItem(BAR_SETUP_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<Record<WeightUnit, unknown>>) : {};
  } catch {
    return {};
  }
}

/** The bar and plates this lifter set for `unit` in this browser, else the unit's default. */
export function storedBarSetup(unit: WeightUnit): BarSetup {
  return readBarSetup(loadSetups()[unit], unit);
}

function saveSetup(unit: WeightUnit, setup: BarSetup): void {
  try {
    browserStorage('local')?.setItem(BAR_SETUP_KEY, JSON.stringify({ ...loadSetups(), [unit]: setup }));
  } catch {
    // Storage full or off: the setup holds for this page.
  }
}

/** What to say for `weight` on `setup`. */
export function plateText(weight: number | null, unit: WeightUnit, setup: BarSetup): string {
  if (weight === null) return `Enter a weight to see the plates (${formatWeight(setup.bar, unit)} bar)`;
  const load = plateLoad(weight, setup);
  if (load.kind === 'below-bar') return `Less than the ${formatWeight(load.bar, unit)} bar`;
  if (load.kind === 'loadable') return `Per side: ${formatPlates(load.perSide)} (${formatWeight(setup.bar, unit)} bar)`;
  const nearest = [load.below, load.above].filter((w): w is number => w !== null).map((w) => formatWeight(w, unit));
  // The weight as typed (not rounded for display): it is the one that cannot be loaded.
  return `${formatNumber(weight)} ${unit} cannot be loaded; nearest: ${nearest.join(' or ')}`;
}

export function PlateMath({ weight, unit }: { weight: number | null; unit: WeightUnit }) {
  const id = useId();
  const [setup, setSetup] = useState<BarSetup>(() => readBarSetup(loadSetups()[unit], unit));
  const [shownUnit, setShownUnit] = useState(unit);
  const [editing, setEditing] = useState(false);
  const [barText, setBarText] = useState(() => String(setup.bar));
  // The unit changed in the form: that unit's bar and plates.
  if (shownUnit !== unit) {
    const next = readBarSetup(loadSetups()[unit], unit);
    setShownUnit(unit);
    setSetup(next);
    setBarText(String(next.bar));
  }
  const change = (next: BarSetup) => {
    setSetup(next);
    saveSetup(unit, next);
  };
  const togglePlate = (plate: number) =>
    change({ ...setup, plates: setup.plates.includes(plate) ? setup.plates.filter((p) => p !== plate) : [...setup.plates, plate].sort((a, b) => b - a) });

  return (
    <div className={styles.plates}>
      <div className={styles.line}>
        <output className={styles.text} aria-live="polite" aria-label="Plates per side">
          {plateText(weight, unit, setup)}
        </output>
        <Button variant="ghost" size="sm" aria-expanded={editing} onClick={() => setEditing((e) => !e)}>
          Bar &amp; plates
        </Button>
      </div>
      {editing ? (
        <fieldset className={styles.setup}>
          <legend>Bar and plates ({unit})</legend>
          <label className={styles.bar} htmlFor={`${id}-bar`}>
            Bar
            <input
              id={`${id}-bar`}
              className="lb-input"
              inputMode="decimal"
              value={barText}
              onChange={(e) => {
                setBarText(e.target.value);
                const bar = Number(e.target.value.replace(',', '.'));
                if (e.target.value.trim() !== '' && Number.isFinite(bar) && bar >= 0 && bar <= 200) change({ ...setup, bar });
              }}
            />
          </label>
          <div className={styles.choices} role="group" aria-label="Plates available">
            {PLATE_CHOICES[unit].map((plate) => (
              <label key={plate} className={styles.choice}>
                <input type="checkbox" checked={setup.plates.includes(plate)} onChange={() => togglePlate(plate)} />
                {plate}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
