import { useSyncExternalStore } from 'react';
import styles from './preview-banner.module.css';
import { useRemoteLoader } from './remote-loader-context';

/** Says, on every page, which remote this tab runs from a preview (or why one was refused). */
export function PreviewBanner({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const loader = useRemoteLoader();
  const { preview, previewError } = useSyncExternalStore(loader.subscribe, loader.getState, loader.getState);
  if (!preview && !previewError) return null;
  const clear = () => {
    loader.clearPreview();
    // The preview's code already ran in this page; only a fresh page is truly rid of it.
    reload();
  };
  const message = previewError
    ? previewError
    : preview!.accepted
      ? `Preview: ${preview!.remote} is loaded from ${preview!.manifestUrl}`
      : `Preview refused for ${preview!.remote}: ${preview!.reason}`;
  return (
    <div className={`${styles.preview} ${preview?.accepted ? styles.active : styles.refused}`} role="status">
      <span className={styles.text}>{message}</span>
      <button type="button" className={styles.clear} onClick={clear}>
        Clear preview
      </button>
    </div>
  );
}
