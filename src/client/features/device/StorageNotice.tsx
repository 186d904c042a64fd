import type { StorageState } from './kitchen-store';
import { useLingui } from '@lingui/react/macro';

/** One quiet line where the browser keeps nothing: the page still works, in memory. */
export function StorageNotice({ storage }: { storage: StorageState }) {
  const { t } = useLingui();
  return (
    <p className="device-notice" role="status">
      {storage === 'off'
        ? t`This browser isn’t letting the page keep anything, so your list lasts only while it is open.`
        : ''}
    </p>
  );
}
