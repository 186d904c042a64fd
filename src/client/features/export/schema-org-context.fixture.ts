/**
 * The entries of schema.org's own JSON-LD context (https://schema.org/docs/jsonldcontext.jsonld,
 * release 26.0) for the terms a recipe uses, copied as they stand there: the tests have no network,
 * so the JSON-LD processor's document loader serves this instead.
 */
export const SCHEMA_ORG_CONTEXT = {
  '@context': {
    type: '@type',
    id: '@id',
    '@vocab': 'http://schema.org/',
    schema: 'http://schema.org/',
    HowToSection: { '@id': 'schema:HowToSection' },
    HowToStep: { '@id': 'schema:HowToStep' },
    Organization: { '@id': 'schema:Organization' },
    Recipe: { '@id': 'schema:Recipe' },
    author: { '@id': 'schema:author' },
    cookTime: { '@id': 'schema:cookTime' },
    dateCreated: { '@id': 'schema:dateCreated', '@type': 'Date' },
    description: { '@id': 'schema:description' },
    itemListElement: { '@id': 'schema:itemListElement' },
    keywords: { '@id': 'schema:keywords' },
    name: { '@id': 'schema:name' },
    prepTime: { '@id': 'schema:prepTime' },
    recipeCuisine: { '@id': 'schema:recipeCuisine' },
    recipeIngredient: { '@id': 'schema:recipeIngredient' },
    recipeInstructions: { '@id': 'schema:recipeInstructions' },
    recipeYield: { '@id': 'schema:recipeYield' },
    suitableForDiet: { '@id': 'schema:suitableForDiet' },
    text: { '@id': 'schema:text' },
    totalTime: { '@id': 'schema:totalTime' },
  },
} as const;
