import { AddToShoppingList } from './AddToShoppingList';
import { useClipboard } from '../../lib/use-clipboard';
import type { KitchenGroups } from './kitchen-groups';
import { KitchenGroup } from './KitchenGroup';
import { Button } from '../../ui/Button';

/** You have / Maybe / Pantry staples / To buy / Not used, as the one "have" matcher sorts them. */
export function KitchenGroupsShown({ groups }: { groups: KitchenGroups }) {
  const clipboard = useClipboard('Shopping list copied');
  return (
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
      {groups.maybe.length > 0 && (
        <KitchenGroup
          title="Maybe you have"
          empty=""
          items={groups.maybe.map(({ line, item }) => (
            <>
              {line} <span className="kitchen__from">(maybe your {item}: check it)</span>
            </>
          ))}
        />
      )}
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
  );
}
