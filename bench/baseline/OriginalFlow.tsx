import { useState, type FormEvent } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { TEXT } from '../../src/client/brand';
import { providerRequest } from './provider-request';

/**
 * The product as first built (spec sections 2, 4 and 7), for the benchmark's baseline: the page
 * calls the provider itself with the whole answer buffered (`stream: false`), reads
 * choices[0].message.content, waits 2000 ms, then shows the recipe at once.
 */
export function OriginalFlow() {
  const [ingredients, setIngredients] = useState<string[]>([]);
  const [recipe, setRecipe] = useState<string | undefined>();
  const [loading, setLoading] = useState(false);

  function add(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const value = String(new FormData(form).get('ingredient') ?? '');
    if (value.trim()) setIngredients((list) => [...list, value]);
    form.reset();
  }

  async function getRecipe() {
    setLoading(true);
    let text: string | undefined;
    try {
      const res = await fetch('/v1/chat/completions', providerRequest(ingredients, false));
      const json = (await res.json()) as { choices: { message: { content: string } }[] };
      text = json.choices[0]?.message.content;
    } catch (err) {
      console.error(err);
    }
    setTimeout(() => {
      setRecipe(text);
      setLoading(false);
    }, 2000);
  }

  return (
    <main>
      <h1>{TEXT.title}</h1>
      <form onSubmit={add}>
        <input name="ingredient" aria-label={TEXT.inputLabel} placeholder={TEXT.inputPlaceholder} />
        <button type="submit">{TEXT.addButton}</button>
      </form>
      {ingredients.length > 0 && (
        <section>
          <h2>{TEXT.ingredientsHeading}</h2>
          <ul>
            {ingredients.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </section>
      )}
      {ingredients.length >= 4 && (
        <div>
          <h3>{TEXT.requestHeading}</h3>
          <p>{TEXT.requestText}</p>
          <button type="button" onClick={() => void getRecipe()}>
            {TEXT.requestButton}
          </button>
        </div>
      )}
      {loading && <div role="status">{TEXT.loading}</div>}
      {recipe && (
        <section aria-live="polite">
          <h2>{TEXT.recipeHeading}</h2>
          <Markdown remarkPlugins={[remarkGfm]}>{recipe}</Markdown>
        </section>
      )}
    </main>
  );
}
