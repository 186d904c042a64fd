import { useId, useState, type FormEvent } from 'react';
import type { IngredientLine } from '../../../shared/recipe/reading';
import { Button } from '../../ui/Button';
import { factorForHave } from './scale-to-have';
import { useLingui } from '@lingui/react/macro';

interface ScaleToHaveProps {
  lines: IngredientLine[];
  onScale: (factor: number) => void;
}

export function ScaleToHave({ lines, onScale }: ScaleToHaveProps) {
  const { t } = useLingui();
  const id = useId();
  const [line, setLine] = useState(0);
  const [have, setHave] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines[line];
    const factor = chosen ? factorForHave(chosen.text, have) : null;
    setProblem(
      factor === null
        ? t`Give an amount of the same kind as the line, for example 140 g, 2 cups or 3.`
        : '',
    );
    if (factor !== null) onScale(factor);
  };
  return (
    <details className="recipe-view__have">
      <summary>{t`Scale to what you have`}</summary>
      <form className="recipe-view__have-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-line`}>{t`Ingredient`}</label>
        <select id={`${id}-line`} value={line} onChange={(e) => setLine(Number(e.target.value))}>
          {lines.map((l, i) => (
            <option key={`${l.start}-${i}`} value={i}>
              {l.text}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-have`}>{t`I have`}</label>
        <input
          id={`${id}-have`}
          value={have}
          // eslint-disable-next-line no-restricted-syntax -- an amount, alike in all seven languages
          placeholder="140 g"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => setHave(e.target.value)}
        />
        <Button variant="secondary" type="submit">
          {t`Scale recipe`}
        </Button>
        {problem && (
          <p id={`${id}-problem`} className="recipe-view__problem">
            {problem}
          </p>
        )}
      </form>
    </details>
  );
}
