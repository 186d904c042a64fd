import { useEffect, useRef, type ReactNode } from 'react';
import type { CookIdea } from '../../../shared/cook-idea';
import type { Preferences } from '../../../shared/preferences';
import { Button } from '../../ui/Button';
import { IdeaCard } from './IdeaCard';
import type { IdeasFailure } from './ideas-stream';
import { useIdeas } from './use-ideas';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

export interface IdeasPanelProps {
  ingredients: readonly string[];
  preferences: Preferences | undefined;
  /** A new value asks for new ideas (`Show ideas` again). */
  askId: number;
  /** Null while a recipe cannot be asked for. */
  onCook: ((idea: CookIdea) => void) | null;
  /** The page's one way to show a failure and its retry. */
  renderFailure: (failure: IdeasFailure, onRetry: () => void) => ReactNode;
}

const STATUS = {
  loading: msg`Thinking of three dishes…`,
  done: msg`Least shopping first.`,
  error: null,
} as const;

/** Three dishes as they arrive, least shopping first; one is then written in full. */
export default function IdeasPanel(props: IdeasPanelProps) {
  const { ingredients, preferences, askId, onCook, renderFailure } = props;
  const { t } = useLingui();
  const { state, more, retry, cookable } = useIdeas(ingredients, preferences, askId);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [askId]);

  const cook = (title: string) => {
    const idea = cookable(title);
    return idea && onCook ? () => onCook(idea) : null;
  };

  return (
    <section
      className="card ideas"
      aria-labelledby="ideas-heading"
      aria-busy={state.phase === 'loading'}
    >
      <h2 id="ideas-heading" className="card__title" tabIndex={-1} ref={headingRef}>
        {t`Ideas from your list`}
      </h2>
      <p className="ideas__status" role="status">
        {STATUS[state.phase] ? t(STATUS[state.phase]!) : ''}
      </p>
      {state.ideas.length > 0 && (
        <ol className="ideas__list">
          {state.ideas.map((idea) => (
            <IdeaCard key={idea.title} idea={idea} onCook={cook(idea.title)} />
          ))}
        </ol>
      )}
      {state.failure && renderFailure(state.failure, retry)}
      {state.phase === 'done' && (
        <Button variant="secondary" onClick={more}>
          {t`More ideas`}
        </Button>
      )}
    </section>
  );
}
