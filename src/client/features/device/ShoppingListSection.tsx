import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useClipboard } from '../../lib/use-clipboard';
import { Button } from '../../ui/Button';
import type { ShoppingItem } from './use-shopping-list';

interface ShoppingListSectionProps {
  items: readonly ShoppingItem[];
  onToggle: (index: number) => void;
  onMoveTicked: () => void;
  /** What the last move did (or why it could not). */
  moved: string;
}

export function ShoppingListSection({
  items,
  onToggle,
  onMoveTicked,
  moved,
}: ShoppingListSectionProps) {
  const { t } = useLingui();
  const id = useId();
  const clipboard = useClipboard(t`Shopping list copied`);
  if (items.length === 0 && !moved) return null;
  const ticked = items.some((item) => item.ticked);
  return (
    <section className="card shopping" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {t`Shopping list`}
      </h2>
      {items.length > 0 ? (
        <ul className="shopping__list">
          {items.map((item, i) => (
            <li key={item.text} className="shopping__item">
              <label>
                <input type="checkbox" checked={item.ticked} onChange={() => onToggle(i)} />{' '}
                {item.text}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="kitchen__empty">{t`Nothing to buy.`}</p>
      )}
      <div className="recipe__actions">
        <Button
          variant="secondary"
          disabled={items.length === 0}
          onClick={() => void clipboard.copy(items.map((item) => item.text).join('\n'))}
        >
          {t`Copy`}
        </Button>
        <Button variant="secondary" disabled={!ticked} onClick={onMoveTicked}>
          {t`Move ticked to my kitchen`}
        </Button>
        <span className="recipe__copy-status" role="status">
          {clipboard.status || moved}
        </span>
      </div>
    </section>
  );
}
