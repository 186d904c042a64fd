import type { ReactNode } from 'react';
import type { ProviderStatus } from '../../shared/api';
import { TEXT } from '../brand';
import { ModelStatus } from './ModelStatus';

interface RecipeRequestProps {
  provider: ProviderStatus;
  onRequest: () => void;
  /** Shown under the request (the Preferences). */
  children?: ReactNode;
}

/** "Ready for a recipe?": shown from the configured number of ingredients (MIN_INGREDIENTS). */
export function RecipeRequest({ provider, onRequest, children }: RecipeRequestProps) {
  return (
    <section className="card request" aria-labelledby="request-heading">
      <div className="request__text">
        <h2 id="request-heading" className="card__title">
          {TEXT.requestHeading}
        </h2>
        <p>{TEXT.requestText}</p>
      </div>
      <div className="request__action">
        {provider.ready ? (
          <button
            type="button"
            className="button button--primary button--large"
            onClick={onRequest}
          >
            {TEXT.requestButton}
          </button>
        ) : (
          <ModelStatus provider={provider} />
        )}
      </div>
      {children}
    </section>
  );
}
