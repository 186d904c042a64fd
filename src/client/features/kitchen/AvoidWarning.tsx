/**
 * The terms to avoid that a complete recipe mentions. Rendered once, with its text, when the
 * recipe completes: the alert is read once and never changes after.
 */
export function AvoidWarning({ terms }: { terms: readonly string[] }) {
  return (
    <div className="notice notice--warning" role="alert">
      {terms.map((term) => (
        <p key={term} className="notice__message">
          This recipe mentions <strong>{term}</strong>: check it before cooking.
        </p>
      ))}
      <p className="notice__note">
        This check finds words, not hidden ingredients: an ingredient can contain what you avoid
        without naming it.
      </p>
    </div>
  );
}
