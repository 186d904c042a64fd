/**
 * The decided lists of "does the cook have this?" (docs/food-data.md, "What the cook has"), where
 * Open Food Facts' parents say "made from" rather than "a kind of", or are silent or wrong. Each
 * is tested in have.test.ts.
 */

/**
 * A child's last word naming a product made from its parent: "chicken stock" is filed under
 * chicken, "tomato concentrate" under tomato, "garlic powder" under garlic, "peanut butter" under
 * peanut, "wheat flour" under wheat. A cook with chicken has no stock. A parent with the same last
 * word stays a kind ("sesame oil" under vegetable oil).
 */
export const PRODUCT_WORDS = new Set(
  (
    'stock broth bouillon concentrate purée puree paste powder milk butter juice oil flour starch ' +
    'sauce vinegar syrup extract jam ketchup water cream fat wine liqueur molasses jelly drink ' +
    'flavouring flavoring spread liquor'
  ).split(' '),
);

/**
 * Parents replaced for "have": the data files red and green bell peppers under pepper (a seed, with
 * black pepper) and stocks under their meat; fresh cheeses are a cook's own ingredient, not the
 * "cheese" of a list (cream cheese is not cheddar).
 */
export const KIND_PARENTS: Record<string, string[]> = {
  'en:red bell pepper': ['en:bell pepper'],
  'en:green bell pepper': ['en:bell pepper'],
  'en:red and green bell peppers': ['en:bell pepper'],
  'en:red and yellow bell peppers': ['en:bell pepper'],
  'en:chicken stock': ['en:broth'],
  'en:chicken broth': ['en:broth'],
  'en:poultry broth': ['en:broth'],
  'en:beef broth': ['en:broth'],
  'en:pork stock': ['en:broth'],
  'en:fish stock': ['en:broth'],
  'en:meat stock': ['en:broth'],
  'en:vegetable broth': ['en:broth'],
  // A cook's "oil" holds the vegetable oils; the data files them apart.
  'en:vegetable oil': ['en:oil', 'en:vegetable oil and fat'],
  'en:soft white cheese': ['en:dairy'],
  'en:fromage blanc': ['en:dairy'],
  'en:cottage cheese': ['en:dairy'],
  'en:quark': ['en:dairy'],
  'en:mascarpone': ['en:dairy'],
  'en:ricotta': ['en:dairy'],
};

/** Two entries for one food ("chicken broth" and "chicken stock" are the same in a kitchen). */
export const SAME_ENTRY: Record<string, string> = {
  'en:chicken broth': 'en:chicken stock',
};

/**
 * Words of a listed or recipe name the table lacks or reads otherwise, by the foods they name:
 * "Nudeln" and Portuguese "massa" are any pasta in a kitchen; "seafood" is shellfish (prawns,
 * mussels); "cream cheese" is a fresh cheese (not the cream and the cheese it would read as).
 */
export const EXTRA_NAMES: Record<string, string[]> = {
  nudeln: ['en:pasta', 'en:noodle'],
  massa: ['en:pasta'],
  seafood: ['en:shellfish'],
  meeresfruchte: ['en:shellfish'],
  zeevruchten: ['en:shellfish'],
  'frutos do mar': ['en:shellfish'],
  'cream cheese': ['en:soft white cheese'],
  'queso crema': ['en:soft white cheese'],
  'formaggio spalmabile': ['en:soft white cheese'],
  'queijo creme': ['en:soft white cheese'],
  roomkaas: ['en:soft white cheese'],
  'fromage a tartiner': ['en:soft white cheese'],
  eiscreme: ['en:ice cream'],
  speiseeis: ['en:ice cream'],
  ijs: ['en:ice cream'],
  mince: ['en:minced beef'],
  'beef mince': ['en:minced beef'],
  rinderhackfleisch: ['en:minced beef'],
  rinderhack: ['en:minced beef'],
  rundergehakt: ['en:minced beef'],
  'goudse kaas': ['en:gouda'],
  parmigiano: ['en:parmesan'],
  parmesao: ['en:parmesan'],
  'queijo parmesao': ['en:parmesan'],
  'heavy cream': ['en:double cream'],
  'neutral oil': ['en:vegetable oil'],
  'cooking oil': ['en:vegetable oil'],
};

/**
 * Kinds the table does not name, by what they are a kind of and one name across languages:
 * "fusilli" is a pasta (not the same as spaghetti), "manchego" a cheese.
 */
export const EXTRA_KINDS: Record<string, [of: string, kind: string]> = {
  fusilli: ['en:pasta', 'fusilli'],
  rigatoni: ['en:pasta', 'rigatoni'],
  farfalle: ['en:pasta', 'farfalle'],
  macaroni: ['en:pasta', 'macaroni'],
  macarrones: ['en:pasta', 'macaroni'],
  maccheroni: ['en:pasta', 'macaroni'],
  macarrao: ['en:pasta', 'macaroni'],
  orecchiette: ['en:pasta', 'orecchiette'],
  conchiglie: ['en:pasta', 'conchiglie'],
  manchego: ['en:cheese', 'manchego'],
  'queso manchego': ['en:cheese', 'manchego'],
};

/**
 * A cut of an animal named by a word beside it ("chicken wings", "cuisses de poulet" when the
 * table lacks it) or at the end of a German or Dutch compound ("Hähnchenschenkel",
 * "kippendijen"): the animal, cut so. Each word gives the cut it names, compared across languages.
 */
const CUT_GROUPS: Record<string, string> = {
  wing: 'wing wings flugel aile ailes alita alitas ala alas ali asa asas vleugel vleugels vleugeltjes',
  leg:
    'leg legs thigh thighs drumstick drumsticks keule keulen schenkel oberschenkel unterschenkel ' +
    'cuisse cuisses pilon pilons muslo muslos contramuslo contramuslos coscia cosce sovracoscia ' +
    'sovracosce fuso fusi coxa coxas sobrecoxa sobrecoxas dij dijen dijtjes poot poten bout bouten',
  breast:
    'breast breasts brust brustfilet brustfilets blanc blancs pechuga pechugas petto petti peito peitos borst borsten',
};
export const CUT_WORDS = new Map(
  Object.entries(CUT_GROUPS).flatMap(([cut, words]) => words.split(' ').map((w) => [w, cut])),
);

/**
 * Listed words that name more than one kind a cook may mean: "pepper" (the spice, or a bell
 * pepper), "stock", "cream" (pouring cream, or sour cream), "oil". A line of one of the sure kinds
 * is had (with "=", that food itself, not its kinds); any other kind is "maybe" (D14: never read
 * as had). The same the other way: a recipe's
 * "pepper" is had by a listed "black pepper", and only maybe by a listed "red bell pepper".
 */
export const AMBIGUOUS_KINDS: Record<string, string[]> = {
  // A recipe's "pepper" beside salt is the spice; a cook listing "pepper" may mean either.
  'en:pepper': [
    'en:black pepper',
    'en:white pepper',
    'en:ground white pepper',
    'en:peppercorns',
    'en:black peppercorns',
    'en:cracked black pepper',
  ],
  // "Stock" says nothing of what it was made from.
  'en:broth': [],
  // Pouring creams; sour cream and crème fraîche are another ingredient.
  'en:cream': [
    'en:single cream',
    'en:light cream',
    'en:double cream',
    'en:whole cream',
    'en:whipping cream',
    'en:fresh cream',
    'en:liquid cream',
    'en:uht cream',
    // "Schlagsahne": the data's whipped cream is the cream one whips.
    'en:whipped cream',
  ],
  // A listed "oil" is a cooking oil; olive, sesame or walnut oil may not be what the cook has.
  'en:oil': ['=en:vegetable oil', 'en:sunflower oil', 'en:rapeseed oil', 'en:canola oil'],
  'en:vegetable oil': ['en:sunflower oil', 'en:rapeseed oil', 'en:canola oil'],
};

/**
 * A general word and kinds the data files elsewhere: a listed "pepper" may be a bell pepper or a
 * chili, and a recipe's "pepper" may be either for a cook with bell peppers. Maybe, never had.
 */
export const MAYBE_UNDER: Record<string, { under: string[]; words: string[] }> = {
  // Only the words that may mean either: German "Pfeffer" or French "poivre" is the spice.
  'en:pepper': {
    under: ['en:bell pepper', 'en:chili pepper'],
    words: ['pepper', 'peppers', 'pimenta', 'pimentas'],
  },
};

/**
 * A form a plant is made into ("almond milk", "burro di arachidi"), by what it is, across the
 * seven languages: two lines of the same plant name the same food only in the same form.
 */
const FORM_GROUPS: Record<string, string> = {
  milk: 'milk milch lait leche latte leite melk drink boisson bebida bevanda drank',
  butter: 'butter beurre mantequilla burro manteiga boter mus pasta',
  cream: 'cream sahne creme crema panna room',
  yogurt: 'yogurt yoghurt joghurt jogurt yaourt yogur iogurte',
};
export const FORM_WORDS = new Map(
  Object.entries(FORM_GROUPS).flatMap(([form, words]) =>
    words.split(' ').flatMap((w) => [
      [w, form],
      [`${w}s`, form],
    ]),
  ),
);
