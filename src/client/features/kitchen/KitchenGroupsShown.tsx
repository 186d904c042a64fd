import { AddToShoppingList } from './AddToShoppingList';
import { useClipboard } from '../../lib/use-clipboard';
import type { KitchenGroups } from './kitchen-groups';
import { KitchenGroup } from './KitchenGroup';
import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';

/** You have / Maybe / Pantry staples / To buy / Not used, as the one "have" matcher sorts them. */
export function KitchenGroupsShown({ groups }: { groups: KitchenGroups }) {
  const { t } = useLingui();
  const clipboard = useClipboard(t`Shopping list copied`);
  return (
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
      {groups.maybe.length > 0 && (
        <KitchenGroup
          title={t`Maybe you have`}
          empty=""
          items={groups.maybe.map(({ line, item }) => (
            <>
              {line} <span className="kitchen__from">{t`(maybe your ${item}: check it)`}</span>
            </>
          ))}
        />
      )}
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
  );
}
