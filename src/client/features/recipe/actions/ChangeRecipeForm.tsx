import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/limits';
import { Button } from '../../../ui/Button';

interface ChangeRecipeFormProps {
  /** Asks for the shown recipe changed by this line. */
  onChange: (line: string) => void;
}

/**
 * "Change this recipe": one line ("for two", "no oven") sent with the shown recipe. The line stays
 * in the field after sending, so a failed change loses nothing; a new recipe starts with an empty one.
 */
export function ChangeRecipeForm({ onChange }: ChangeRecipeFormProps) {
  const [line, setLine] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (line.trim()) onChange(line);
  };

  return (
    <form className="change-form" onSubmit={submit}>
      <label className="add-form__label" htmlFor={inputId}>
        Change this recipe
      </label>
      <div className="add-form__row">
        <input
          id={inputId}
          className="add-form__input"
          type="text"
          name="change"
          placeholder="e.g. for two, no oven, out of eggs"
          maxLength={LIMITS.maxChangeLength}
          autoComplete="off"
          value={line}
          onChange={(event) => setLine(event.target.value)}
        />
        <Button variant="secondary" type="submit">
          Change
        </Button>
      </div>
    </form>
  );
}
