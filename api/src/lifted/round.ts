// Rounding of lbs to 0.01, in the api rather than in SQL. PostgreSQL's round(x::numeric, 2) costs
// about a microsecond a value (the float8 → numeric cast prints the number first): 600 chart
// points of three numbers spent a millisecond of the statement on it. This answers exactly what
// that expression answers, for every float8 (round.test.ts holds PostgreSQL to it).

/** Below this, a value at least 1e-6 of a hundredth away from a half-cent cannot round differently in decimal. */
const FAST_LIMIT = 1e6;

/**
 * `x` (a finite float8 ≥ 0, as PostgreSQL sent it) rounded to 0.01 exactly as PostgreSQL's
 * `round(x::numeric, 2)`: the cast keeps 15 significant digits (printf's rounding: an exact tie
 * goes to even), then a half rounds away from zero (a 104.55 lbs triple's Epley, 115.005, is
 * 115.01). Away from a half-cent, x × 100 rounded is that answer: below 10⁶ the 15-digit cast and
 * the float product move it by less than 1e-7. Near one, or from 10⁶ up, the decimal digits of x
 * decide. null stays null.
 */
export function roundLbs(x: number | null): number | null {
  if (x === null) return null;
  const hundredths = x * 100;
  const nearest = Math.round(hundredths);
  if (x < FAST_LIMIT && Math.abs(Math.abs(hundredths - nearest) - 0.5) > 1e-6) return nearest / 100;
  return roundDigits(x);
}

/** The slow path: x's exact decimal expansion, rounded to 15 significant digits, then to 0.01. */
function roundDigits(x: number): number {
  // toPrecision(100) is exact for a float8 of this size (its binary fraction ends well before).
  const [mantissa = '0', exponent = '0'] = x.toPrecision(100).split('e');
  const point = mantissa.indexOf('.');
  let digits = mantissa.replace('.', '');
  // The decimal point sits after `whole` digits of `digits`.
  let whole = (point === -1 ? mantissa.length : point) + Number(exponent);
  const leadingZeros = digits.length - digits.replace(/^0+/, '').length;
  digits = digits.slice(leadingZeros);
  whole -= leadingZeros;
  if (digits === '') return 0;

  // 15 significant digits, as printf("%.15g"): above half up, below down, an exact half to even.
  const kept = BigInt(digits.slice(0, 15).padEnd(15, '0'));
  const rest = digits.slice(15);
  const up = rest.charAt(0) > '5' || (rest.charAt(0) === '5' && (/[1-9]/.test(rest.slice(1)) || kept % 2n === 1n));
  const significant = kept + (up ? 1n : 0n);

  // x ≈ significant × 10^(whole − 15); in hundredths: significant × 10^(whole − 13), half up.
  const shift = whole - 13;
  let cents: bigint;
  if (shift >= 0) cents = significant * 10n ** BigInt(shift);
  else {
    const divisor = 10n ** BigInt(-shift);
    cents = significant / divisor + (2n * (significant % divisor) >= divisor ? 1n : 0n);
  }
  // Parsing the decimal gives the double nearest to it, as the pg driver's Number("…") does.
  return Number(`${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`);
}
