interface StaleRecipeNoteProps {
  /** Make a new recipe from the current list, when one can be made now. */
  onGetRecipe: (() => void) | null;
}

/** The list changed after this recipe was made; the recipe stays until a new request replaces it. */
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
