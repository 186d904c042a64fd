import type { ReactNode } from 'react';
import type { ProviderStatus } from '../../../../shared/api';
import { RECIPE_TEXT } from '../recipe-text';
import { ModelStatus } from './ModelStatus';
import { Button } from '../../../ui/Button';
import { IDEAS_TEXT } from '../../ideas';

interface ReadyForRecipeProps {
  provider: ProviderStatus;
  onGetRecipe: () => void;
  /** `Show ideas`, beside `Get a recipe`: three dishes first, one written in full after. */
  onShowIdeas?: () => void;
  children?: ReactNode;
}

/** "Ready for a recipe?": shown from the configured number of ingredients (MIN_INGREDIENTS). */
export function ReadyForRecipe(props: ReadyForRecipeProps) {
  const { provider, onGetRecipe, onShowIdeas, children } = props;
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
          <>
            <Button variant="primary" size="large" onClick={onGetRecipe}>
              {RECIPE_TEXT.requestButton}
            </Button>
            {onShowIdeas && (
              <Button variant="secondary" size="large" onClick={onShowIdeas}>
                {IDEAS_TEXT.showIdeas}
              </Button>
            )}
          </>
        ) : (
          <ModelStatus provider={provider} />
        )}
      </div>
      {children}
    </section>
  );
}
