import { useId } from 'react';
import { KitchenGroupsShown } from './KitchenGroupsShown';
import type { KitchenState } from './use-kitchen-groups';
import { useLingui } from '@lingui/react/macro';

/** Nothing until the food table is there: no answer rather than a wrong one. */
export function KitchenPanel({ state }: { state: KitchenState }) {
  const { t } = useLingui();
  const id = useId();
  if (state.status === 'loading') return null;
  return (
    <section className="kitchen" aria-labelledby={id}>
      <h3 id={id} className="kitchen__heading">
        {t`Your kitchen and this recipe`}
      </h3>
      {state.status === 'failed' ? (
        <p className="kitchen__empty">
          {t`The food data could not be loaded, so this recipe can’t be compared with your list.`}
        </p>
      ) : state.groups === null ? (
        <p className="kitchen__empty">
          {t`No ingredient list was found in this recipe, so it can’t be compared with your list.`}
        </p>
      ) : (
        <KitchenGroupsShown groups={state.groups} />
      )}
    </section>
  );
}
