import { useContext, useState } from 'react';
import { KitchenDeviceContext } from '../../lib/kitchen-device';
import { Button } from '../../ui/Button';
import { useLingui } from '@lingui/react/macro';

/** The "To buy" lines onto this device's shopping list (where the page keeps one). */
export function AddToShoppingList({ lines }: { lines: readonly string[] }) {
  const { t } = useLingui();
  const device = useContext(KitchenDeviceContext);
  const [added, setAdded] = useState('');
  if (!device) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          device.addToShoppingList(lines);
          setAdded(t`Added to your shopping list`);
        }}
      >
        {t`Add to shopping list`}
      </Button>
      <span className="recipe__copy-status" role="status">
        {added}
      </span>
    </>
  );
}
