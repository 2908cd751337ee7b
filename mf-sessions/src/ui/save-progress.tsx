// The bar quick log and Manual Add show while their calls go out one by one.
import './save-progress.css';

export function SaveProgress({ progress }: { progress: { done: number; total: number } | null }) {
  if (!progress) return null;
  return (
    <div className="save-progress" role="status">
      <progress max={Math.max(progress.total, 1)} value={progress.done} aria-label="Saving progress" />
      <span>
        Saving… {progress.done} of {progress.total}
      </span>
    </div>
  );
}
