import { useId } from 'react';
import { AddToShoppingList } from './AddToShoppingList';
import { useClipboard } from '../../lib/use-clipboard';
import type { KitchenGroups } from './kitchen-groups';
import { KitchenGroup } from './KitchenGroup';
import { Button } from '../../ui/Button';

export function KitchenPanel({ groups }: { groups: KitchenGroups | null }) {
  const id = useId();
  const clipboard = useClipboard('Shopping list copied');
  return (
    <section className="kitchen" aria-labelledby={id}>
      <h3 id={id} className="kitchen__heading">
        Your kitchen and this recipe
      </h3>
      {groups === null ? (
        <p className="kitchen__empty">
          No ingredient list was found in this recipe, so it can’t be compared with your list.
        </p>
      ) : (
        <div className="kitchen__groups">
          <KitchenGroup
            title="You have"
            empty="Nothing from your list."
            items={groups.have.map(({ line, item }) => (
              <>
                {line} <span className="kitchen__from">(your {item})</span>
              </>
            ))}
          />
          <KitchenGroup title="Pantry staples" empty="None." items={groups.staples} />
          <KitchenGroup title="To buy" empty="Nothing: you have it all." items={groups.toBuy}>
            {groups.toBuy.length > 0 && (
              <div className="kitchen__copy">
                <Button
                  variant="secondary"
                  onClick={() => void clipboard.copy(groups.toBuy.join('\n'))}
                >
                  Copy shopping list
                </Button>
                <AddToShoppingList lines={groups.toBuy} />
                <span className="recipe__copy-status" role="status">
                  {clipboard.status}
                </span>
              </div>
            )}
          </KitchenGroup>
          <KitchenGroup
            title="Not used from your list"
            empty="Everything on your list is used."
            items={groups.notUsed}
          />
        </div>
      )}
    </section>
  );
}
