import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { viewFailedText } from '../../ui/ViewBoundary';
import { RecipeSection } from './RecipeSection';
import type { ShownRecipe } from './request/recipe-session';

// The recipe's lazy views, two of them made to throw: the markdown renderer and the kitchen panel.
vi.mock('./lazy-views', async () => {
  const { readRecipe } = await import('../../../shared/recipe/read-recipe');
  const fail = (): never => {
    throw new Error('this view cannot draw the recipe');
  };
  return {
    readRecipe,
    RecipeMarkdown: fail,
    RecipeKitchen: fail,
    RecipeWishes: () => <p>Wishes checked</p>,
    RecipeSafety: () => <p>Safety checked</p>,
    RecipeNutrition: () => <p>Nutrition counted</p>,
    RecipeView: () => <p>Servings offered</p>,
    RecipeAppButtons: () => <button>Recipe app file</button>,
    CookMode: () => null,
  };
});

const TEXT =
  '# Caf&eacute; eggs\n\n## Ingredients\n\n- 2 eggs\n- salt &amp; pepper\n\n## Steps\n\n1. Whisk the eggs.\n2. Cook them gently.';
const RECIPE: ShownRecipe = { id: 1, text: TEXT, ingredients: ['egg'], status: 'complete' };
const REQUEST = {
  getRecipe: () => undefined,
  regenerate: null,
  change: null,
  stop: () => undefined,
};

describe('RecipeSection when a view throws', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the failed views as fallbacks and every other part of the recipe as usual', async () => {
    const { container } = render(
      <RecipeSection recipe={RECIPE} failure={null} stale={false} request={REQUEST} />,
    );
    expect(await screen.findByText(viewFailedText('recipe', true))).toBeInTheDocument();
    expect(container.querySelector('[data-view="recipe"] .markdown__plain')?.textContent).toBe(
      TEXT,
    );
    expect(await screen.findByText(viewFailedText('kitchen', false))).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Pantry Chef Recommends:' })).toBeInTheDocument();
    expect(await screen.findByText('Wishes checked')).toBeInTheDocument();
    expect(await screen.findByText('Servings offered')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Recipe app file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cook mode' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();

    const reported = vi
      .mocked(fetch)
      .mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(reported).toEqual(expect.arrayContaining([{ view: 'recipe' }, { view: 'kitchen' }]));
    expect(reported).toHaveLength(2);
  });
});
