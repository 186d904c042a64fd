import { useId } from 'react';
import { AddToShoppingList } from './AddToShoppingList';
import { useClipboard } from '../../lib/use-clipboard';
import type { KitchenGroups } from './kitchen-groups';
import { KitchenGroup } from './KitchenGroup';
import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';

export function KitchenPanel({ groups }: { groups: KitchenGroups | null }) {
  const { t } = useLingui();
  const id = useId();
  const clipboard = useClipboard(t`Shopping list copied`);
  return (
    <section className="kitchen" aria-labelledby={id}>
      <h3 id={id} className="kitchen__heading">
        {t`Your kitchen and this recipe`}
      </h3>
      {groups === null ? (
        <p className="kitchen__empty">
          {t`No ingredient list was found in this recipe, so it can’t be compared with your list.`}
        </p>
      ) : (
        <div className="kitchen__groups">
          <KitchenGroup
            title={t`You have`}
            empty={t`Nothing from your list.`}
            items={groups.have.map(({ line, item }) => (
              <>
                {line} <span className="kitchen__from">{t`(your ${item})`}</span>
              </>
            ))}
          />
          <KitchenGroup title={t`Pantry staples`} empty={t`None.`} items={groups.staples} />
          <KitchenGroup title={t`To buy`} empty={t`Nothing: you have it all.`} items={groups.toBuy}>
            {groups.toBuy.length > 0 && (
              <div className="kitchen__copy">
                <Button
                  variant="secondary"
                  onClick={() => void clipboard.copy(groups.toBuy.join('\n'))}
                >
                  {t`Copy shopping list`}
                </Button>
                <AddToShoppingList lines={groups.toBuy} />
                <span className="recipe__copy-status" role="status">
                  {clipboard.status}
                </span>
              </div>
            )}
          </KitchenGroup>
          <KitchenGroup
            title={t`Not used from your list`}
            empty={t`Everything on your list is used.`}
            items={groups.notUsed}
          />
        </div>
      )}
    </section>
  );
}
