// Every lift of the catalogue as a select's options, the dictionary's then the lifter's own, valued
// as match-choice.ts reads them ("dictionary:3", "custom:7"): the quick log's "which lift?" and the
// import preview's mappings offer the same choice.
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';

export function CatalogueOptions({ dictionary, custom }: { dictionary: readonly DictionaryExercise[]; custom: readonly CustomExercise[] }) {
  return (
    <>
      <optgroup label="Dictionary Exercises">
        {dictionary.map((lift) => (
          <option key={lift.id} value={`dictionary:${lift.id}`}>
            {lift.name}
          </option>
        ))}
      </optgroup>
      {custom.length > 0 ? (
        <optgroup label="Custom Exercises">
          {custom.map((lift) => (
            <option key={lift.id} value={`custom:${lift.id}`}>
              {lift.name}
            </option>
          ))}
        </optgroup>
      ) : null}
    </>
  );
}
