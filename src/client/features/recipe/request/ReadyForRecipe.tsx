import type { ReactNode } from 'react';
import type { ProviderStatus } from '../../../../shared/api';
import { useLingui } from '@lingui/react/macro';
import { ModelStatus } from './ModelStatus';
import { Button } from '../../../ui/Button';

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
  const { t } = useLingui();
  return (
    <section className="card request" aria-labelledby="request-heading">
      <div className="request__text">
        <h2 id="request-heading" className="card__title">
          {t`Ready for a recipe?`}
        </h2>
        <p>{t`Generate a recipe from your list of ingredients.`}</p>
      </div>
      <div className="request__action">
        {provider.ready ? (
          <>
            <Button variant="primary" size="large" onClick={onGetRecipe}>
              {t`Get a recipe`}
            </Button>
            {onShowIdeas && (
              <Button variant="secondary" size="large" onClick={onShowIdeas}>
                {t`Show ideas`}
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
