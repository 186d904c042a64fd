import { Button } from '../../ui/Button';
import { useServiceWorker } from './use-service-worker';

/** Offers a new version of the page once it is downloaded; nothing switches until it is pressed. */
export function UpdateOffer() {
  const { apply } = useServiceWorker();
  return (
    <div className="update-offer" role="status">
      {apply && (
        <div className="notice notice--info update-offer__notice">
          <p className="notice__message">A new version of Pantry Chef is ready.</p>
          <Button variant="secondary" onClick={apply}>
            Reload to update
          </Button>
        </div>
      )}
    </div>
  );
}
