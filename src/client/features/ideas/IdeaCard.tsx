import { useId } from 'react';
import { Button } from '../../ui/Button';
import type { ShownIdea } from './idea-shopping';
import { useLingui } from '@lingui/react/macro';

interface IdeaCardProps {
  idea: ShownIdea;
  /** Null until the answer is whole (its text goes with the request). */
  onCook: (() => void) | null;
}

/** One dish: what it is, what it takes from the list, what it would need bought. */
export function IdeaCard({ idea, onCook }: IdeaCardProps) {
  const { t } = useLingui();
  const { title } = idea;
  const titleId = useId();
  return (
    <li className="idea" aria-labelledby={titleId}>
      <h3 className="idea__title" id={titleId}>
        {idea.title}
      </h3>
      {idea.line && <p className="idea__line">{idea.line}</p>}
      <p className="idea__uses">
        <strong>{t`Uses from your list:`}</strong>{' '}
        {idea.uses.length ? idea.uses.join(', ') : t`nothing`}
      </p>
      <p className="idea__buy">
        <strong>{t`To buy:`}</strong>{' '}
        {idea.toBuy === null
          ? t`not known: the food data could not be loaded`
          : idea.toBuy.length
            ? idea.toBuy.join(', ')
            : t`nothing`}
      </p>
      {onCook && (
        <Button variant="secondary" onClick={onCook} aria-label={t`Cook this: ${title}`}>
          {t`Cook this`}
        </Button>
      )}
    </li>
  );
}
