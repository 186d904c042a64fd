import { useOnline } from '../../lib/connection';
import { Button } from '../../ui/Button';
import { useServiceWorker } from './use-service-worker';
import { useLingui } from '@lingui/react/macro';

/** Offers a new version of the page once it is downloaded; nothing switches until it is pressed. */
export function UpdateOffer() {
  const { t } = useLingui();
  const { apply } = useServiceWorker();
  // The new version asks for its own files, words included: offline, the reload would find none.
  const online = useOnline();
  return (
    <div className="update-offer" role="status">
      {apply && online && (
        <div className="notice notice--info update-offer__notice">
          <p className="notice__message">{t`A new version of Pantry Chef is ready.`}</p>
          <Button variant="secondary" onClick={apply}>
            {t`Reload to update`}
          </Button>
        </div>
      )}
    </div>
  );
}
