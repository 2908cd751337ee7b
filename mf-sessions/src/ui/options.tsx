// A select's options from a list of values (units, set kinds, exercise types...), each shown as its
// label when `labels` has one, else as the value itself.
export function Options<T extends string>({ values, labels }: { values: readonly T[]; labels?: Readonly<Record<T, string>> }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {labels?.[value] ?? value}
    </option>
  ));
}
