// The bar quick log and Manual Add show while their calls go out one by one.
import styles from './save-progress.module.css';

export function SaveProgress({ progress }: { progress: { done: number; total: number } | null }) {
  if (!progress) return null;
  return (
    <div className={styles.progress} role="status">
      <progress max={Math.max(progress.total, 1)} value={progress.done} aria-label="Saving progress" />
      <span>
        Saving… {progress.done} of {progress.total}
      </span>
    </div>
  );
}
