import { lazy, Suspense, type RefObject } from 'react';
import { useSay } from '../../lib/first-text';
import { useAddIngredient } from './use-add-ingredient';
import type { AddResult } from './use-ingredients';
import { FORM_TEXT, listFullMessage, notAddedMessage } from './ingredient-text';
import { Button } from '../../ui/Button';

// Only needed once a list is pasted: not part of the first paint.
const PasteOffer = lazy(() => import('./PasteOffer'));

interface AddIngredientFormProps {
  inputRef: RefObject<HTMLInputElement | null>;
  onAdd: (...values: string[]) => AddResult;
  isFull: boolean;
  maxIngredients: number;
  maxLength: number;
}

export function AddIngredientForm(props: AddIngredientFormProps) {
  const { inputRef, onAdd, isFull, maxIngredients, maxLength } = props;
  const { value, setValue, pasted, leftOut, submit, onPaste, onPasteDone } =
    useAddIngredient(props);
  const say = useSay();
  return (
    <form className="add-form" onSubmit={submit}>
      <label className="add-form__label" htmlFor="ingredient-input">
        {say(FORM_TEXT.inputLabel)}
      </label>
      <div className="add-form__row">
        <input
          ref={inputRef}
          id="ingredient-input"
          className="add-form__input"
          type="text"
          name="ingredient"
          placeholder={say(FORM_TEXT.inputPlaceholder)}
          maxLength={maxLength}
          autoComplete="off"
          aria-describedby={isFull ? 'ingredient-hint' : undefined}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onPaste={onPaste}
        />
        <Button variant="primary" type="submit">
          {say(FORM_TEXT.addButton)}
        </Button>
      </div>
      <div className="add-form__hint" aria-live="polite">
        {isFull && (
          <p id="ingredient-hint" className="notice notice--info">
            {say(listFullMessage(maxIngredients))}
            {leftOut.length > 0 && ` ${say(notAddedMessage(leftOut.join(', ')))}`}
          </p>
        )}
        {pasted && !isFull && (
          <Suspense fallback={null}>
            <PasteOffer
              pasted={pasted}
              say={say}
              value={value}
              maxLength={maxLength}
              inputRef={inputRef}
              onAdd={onAdd}
              onDone={onPasteDone}
            />
          </Suspense>
        )}
      </div>
    </form>
  );
}
