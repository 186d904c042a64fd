interface StaleRecipeNoteProps {
  onGetRecipe: (() => void) | null;
}

/** The recipe stays until a new request replaces it. */
export function StaleRecipeNote({ onGetRecipe }: StaleRecipeNoteProps) {
  return (
    <p className="recipe__stale">
      Your list has changed since this recipe was made.{' '}
      {onGetRecipe && (
        <button type="button" className="link-button" onClick={onGetRecipe}>
          Make a new recipe
        </button>
      )}
    </p>
  );
}
