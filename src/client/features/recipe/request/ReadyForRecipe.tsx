import type { ReactNode } from 'react';
import type { ProviderStatus } from '../../../../shared/api';
import { RECIPE_TEXT } from '../recipe-text';
import { ModelStatus } from './ModelStatus';
import { Button } from '../../../ui/Button';

interface ReadyForRecipeProps {
  provider: ProviderStatus;
  onGetRecipe: () => void;
  children?: ReactNode;
}

/** "Ready for a recipe?": shown from the configured number of ingredients (MIN_INGREDIENTS). */
export function ReadyForRecipe({ provider, onGetRecipe, children }: ReadyForRecipeProps) {
  return (
    <section className="card request" aria-labelledby="request-heading">
      <div className="request__text">
        <h2 id="request-heading" className="card__title">
          {RECIPE_TEXT.requestHeading}
        </h2>
        <p>{RECIPE_TEXT.requestText}</p>
      </div>
      <div className="request__action">
        {provider.ready ? (
          <Button variant="primary" size="large" onClick={onGetRecipe}>
            {RECIPE_TEXT.requestButton}
          </Button>
        ) : (
          <ModelStatus provider={provider} />
        )}
      </div>
      {children}
    </section>
  );
}
