import type { ReactNode } from 'react';

interface KitchenGroupProps {
  title: string;
  items: readonly ReactNode[];
  /** Said when the group is empty. */
  empty: string;
  children?: ReactNode;
}

/** One group of the kitchen panel: a heading and its list, or one line when it is empty. */
export function KitchenGroup({ title, items, empty, children }: KitchenGroupProps) {
  return (
    <div className="kitchen__group">
      <h4 className="kitchen__title">{title}</h4>
      {items.length > 0 ? (
        <ul className="kitchen__list">
          {items.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="kitchen__empty">{empty}</p>
      )}
      {children}
    </div>
  );
}
