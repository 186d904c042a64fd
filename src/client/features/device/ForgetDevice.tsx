import { useRef, useState } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';
import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';

function ForgetDialog({ onForget, onClose }: { onForget: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { dialogRef } = useModalDialog(cancelRef);
  return (
    <dialog
      ref={dialogRef}
      className="forget-dialog"
      aria-labelledby="forget-title"
      aria-describedby="forget-text"
      onClose={onClose}
    >
      <h2 id="forget-title" className="card__title">
        {t`Forget this device?`}
      </h2>
      <p id="forget-text">
        {t`Your list, preferences, saved recipes and shopping list are removed from this browser. Export your saved recipes first to keep them.`}
      </p>
      <div className="recipe__actions">
        <Button variant="primary" onClick={onForget}>
          {t`Forget everything`}
        </Button>
        <Button ref={cancelRef} variant="secondary" onClick={onClose}>
          {t`Cancel`}
        </Button>
      </div>
    </dialog>
  );
}

/** In the page's footer: everything of the visitor's on this device, removed after a confirmation. */
export function ForgetDevice({ onForget }: { onForget: () => Promise<void> }) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState('');
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setAsking(false);
    buttonRef.current?.focus();
  };
  return (
    <footer className="site-footer">
      <p>{t`Your kitchen is kept in this browser only; nothing of it is sent anywhere.`}</p>
      <Button ref={buttonRef} variant="quiet" onClick={() => setAsking(true)}>
        {t`Forget this device`}
      </Button>
      <p role="status">{done}</p>
      {asking && (
        <ForgetDialog
          onClose={close}
          onForget={() => {
            void onForget().then(
              () => setDone(t`Forgotten: nothing of yours is kept in this browser.`),
              () => setDone(t`This browser did not let Pantry Chef remove everything.`),
            );
            close();
          }}
        />
      )}
    </footer>
  );
}
