interface PastePromptProps {
  parts: readonly string[];
  onSplit: () => void;
  onKeep: () => void;
}

/** Offered after pasting a list such as "egg, milk, flour". */
export function PastePrompt({ parts, onSplit, onKeep }: PastePromptProps) {
  return (
    <div className="paste-prompt" role="group" aria-label="Pasted list">
      <p className="paste-prompt__text">
        Add these {parts.length} as separate ingredients?{' '}
        <span className="paste-prompt__items">{parts.join(' · ')}</span>
      </p>
      <div className="paste-prompt__actions">
        <button type="button" className="button button--primary button--small" onClick={onSplit}>
          Add separately
        </button>
        <button type="button" className="button button--quiet button--small" onClick={onKeep}>
          Keep as one
        </button>
      </div>
    </div>
  );
}
