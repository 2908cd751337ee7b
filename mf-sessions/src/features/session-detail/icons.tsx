// Icon-sized Edit and Delete for the exercise's header line and each set row: the buttons carry
// the names ("Edit Squat", "Delete set 2"), the icons are only seen.
import styles from './session-detail.module.css';

/** One stroked path on the icons' 24-unit grid. */
function Icon({ path }: { path: string }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={path} />
    </svg>
  );
}

/** A pencil: Edit. */
export const EditIcon = () => <Icon path="M4 20h4L19 9l-4-4L4 16v4zM13.5 6.5l4 4" />;

/** A bin: Delete (it asks first). */
export const DeleteIcon = () => <Icon path="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />;

/** A tick: Done (a planned set checked off). */
export const CheckIcon = () => <Icon path="M5 12.5l4.5 4.5L19 7.5" />;
