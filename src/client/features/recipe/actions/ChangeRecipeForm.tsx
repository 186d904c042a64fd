import { useId, useState, type FormEvent } from 'react';
import { LIMITS } from '../../../../shared/limits';
import { Button } from '../../../ui/Button';
import { useLingui } from '@lingui/react/macro';

interface ChangeRecipeFormProps {
  onChange: (line: string) => void;
}

/** The line stays in the field after sending, so a failed change loses nothing. */
export function ChangeRecipeForm({ onChange }: ChangeRecipeFormProps) {
  const { t } = useLingui();
  const [line, setLine] = useState('');
  const inputId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (line.trim()) onChange(line);
  };

  return (
    <form className="change-form" onSubmit={submit}>
      <label className="add-form__label" htmlFor={inputId}>
        {t`Change this recipe`}
      </label>
      <div className="add-form__row">
        <input
          id={inputId}
          className="add-form__input"
          type="text"
          name="change"
          placeholder={t`e.g. for two, no oven, out of eggs`}
          maxLength={LIMITS.maxChangeLength}
          autoComplete="off"
          value={line}
          onChange={(event) => setLine(event.target.value)}
        />
        <Button variant="secondary" type="submit">
          {t`Change`}
        </Button>
      </div>
    </form>
  );
}
