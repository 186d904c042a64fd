/** The recipe's own ingredient lines, as written, for the cook view's Ingredients toggle. */
export function CookIngredients({ items }: { items: readonly string[] }) {
  if (!items.length) return <p>This recipe has no ingredient list.</p>;
  return (
    <ul className="cook__ingredients-list">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}
