import { beforeAll, describe, expect, it } from 'vitest';
import { readingOf } from './fixtures/reading';
import { loadFoodTable, type FoodTable } from '../food/food-table';
import type { Diet } from '../preference-options';
import { checkAvoid, checkDiet, type WishStatus } from './check-wishes';

/**
 * The trap set (\"Kept means kept\"): recipes in the seven languages, each with one line that
 * breaks the wish among lines that keep it, and clean recipes that keep it. Written in our own
 * words. Asserted: no trap is \"Kept\", at least 95% of traps are \"Not kept\", and at least 90%
 * of clean recipes are \"Kept\" (not \"Unknown\").
 */

type Lang = 'en' | 'de' | 'fr' | 'es' | 'it' | 'pt' | 'nl';
type Wish = { diet: Diet } | { avoid: string };

/** Lines that keep every diet and avoid wish below: the body of each recipe. */
const BASE: Record<Lang, string[]> = {
  en: [
    '2 onions, finely chopped',
    '3 cloves garlic, minced',
    '1 tbsp olive oil',
    '400 g canned tomatoes',
    'Salt and pepper to taste',
    '1 tsp ground cumin',
    '200 g rice',
    '1 red bell pepper, diced',
    'A handful of fresh basil',
    '1 lemon',
  ],
  de: [
    '2 Zwiebeln, gehackt',
    '3 Knoblauchzehen, fein gehackt',
    '2 EL Olivenöl',
    '400 g Tomaten',
    'Salz und Pfeffer',
    '1 TL Kreuzkümmel',
    '200 g Reis',
    '1 rote Paprika, gewürfelt',
    '1 Handvoll frisches Basilikum',
    '1 Zitrone',
  ],
  fr: [
    '2 oignons, émincés',
    "3 gousses d'ail, hachées",
    "2 c. à soupe d'huile d'olive",
    '400 g de tomates',
    'Sel et poivre',
    '1 c. à café de cumin',
    '200 g de riz',
    '1 poivron rouge, coupé en dés',
    '1 poignée de basilic frais',
    '1 citron',
  ],
  es: [
    '2 cebollas, picadas',
    '3 dientes de ajo, picados',
    '2 cucharadas de aceite de oliva',
    '400 g de tomates',
    'Sal y pimienta al gusto',
    '1 cucharadita de comino',
    '200 g de arroz',
    '1 pimiento rojo, en dados',
    'Un puñado de albahaca fresca',
    '1 limón',
  ],
  it: [
    '2 cipolle, tritate',
    "3 spicchi d'aglio, tritati",
    "2 cucchiai di olio d'oliva",
    '400 g di pomodori',
    'Sale e pepe q.b.',
    '1 cucchiaino di cumino',
    '200 g di riso',
    '1 peperone rosso, a cubetti',
    'Un mazzo di basilico fresco',
    '1 limone',
  ],
  pt: [
    '2 cebolas, picadas',
    '3 dentes de alho, picados',
    '2 colheres de sopa de azeite',
    '400 g de tomates',
    'Sal e pimenta a gosto',
    '1 colher de chá de cominho',
    '200 g de arroz',
    '1 pimento vermelho, em cubos',
    'Um ramo de manjericão fresco',
    '1 limão',
  ],
  nl: [
    '2 uien, gesnipperd',
    '3 teentjes knoflook, fijngehakt',
    '2 eetlepels olijfolie',
    '400 g tomaten',
    'Zout en peper naar smaak',
    '1 theelepel komijn',
    '200 g rijst',
    '1 rode paprika, in blokjes',
    'Een handje verse basilicum',
    '1 citroen',
  ],
};

const V = (diet: Diet, lines: string[]) => lines.map((line) => [{ diet }, line] as const);
const A = (avoid: string, lines: string[]) => lines.map((line) => [{ avoid }, line] as const);

/** One line each that breaks the wish. */
const TRAPS: Record<Lang, (readonly [Wish, string])[]> = {
  en: [
    ...V('vegetarian', [
      '2 chicken breasts',
      '4 slices bacon',
      '500 g beef mince',
      '2 tbsp fish sauce',
      '1 sachet gelatin',
    ]),
    ...V('vegan', [
      '3 eggs',
      '30 g butter',
      '200 ml whole milk',
      '2 tbsp honey',
      '100 g grated cheddar',
    ]),
    ...V('gluten-free', [
      '200 g plain flour',
      '250 g spaghetti',
      '2 tbsp soy sauce',
      '4 slices of bread',
    ]),
    ...V('dairy-free', ['100 ml double cream', '50 g Parmesan, grated']),
    ...V('pescatarian', ['4 pork chops']),
    ...A('nuts', ['50 g cashews', '30 g walnuts, chopped', '2 tbsp pistachios']),
    ...A('shellfish', ['200 g prawns', '500 g mussels', '1 squid, cleaned']),
    ...A('dairy', ['100 g cheddar', '2 tbsp butter', '150 g mozzarella']),
    ...A('gluten', ['2 tbsp soy sauce', '200 g couscous']),
    ...A('fish', ['4 anchovy fillets']),
    ...A('peanut', ['2 tbsp peanut butter']),
  ],
  de: [
    ...V('vegetarian', [
      '300 g Hähnchenbrust',
      '100 g Speck, gewürfelt',
      '500 g Hackfleisch',
      '2 EL Fischsauce',
      '4 Sardellenfilets',
    ]),
    ...V('vegan', ['3 Eier', '30 g Butter', '200 ml Milch', '2 EL Honig', '100 g geriebener Käse']),
    ...V('gluten-free', [
      '150 g Weizenmehl',
      '250 g Spaghetti',
      '2 EL Sojasauce',
      '4 Scheiben Brot',
    ]),
    ...V('dairy-free', ['200 ml Sahne', '50 g Parmesan, gerieben']),
    ...V('pescatarian', ['4 Schweinekoteletts']),
    ...A('Nüsse', ['50 g Cashewkerne', '30 g Walnüsse, gehackt', '2 EL Haselnüsse']),
    ...A('Meeresfrüchte', ['200 g Garnelen', '500 g Miesmuscheln', '1 Tintenfisch']),
    ...A('Milchprodukte', ['100 g Cheddar', '2 EL Butter', '150 g Mozzarella']),
    ...A('Gluten', ['2 EL Sojasauce', '200 g Couscous']),
    ...A('Fisch', ['2 EL Fischsauce']),
    ...A('Erdnuss', ['2 EL Erdnussbutter']),
  ],
  fr: [
    ...V('vegetarian', [
      '300 g de blanc de poulet',
      '150 g de lardons',
      '500 g de bœuf haché',
      '2 c. à soupe de sauce poisson',
      '4 filets d’anchois',
    ]),
    ...V('vegan', [
      '3 œufs',
      '30 g de beurre',
      '20 cl de lait',
      '2 c. à soupe de miel',
      '100 g de fromage râpé',
    ]),
    ...V('gluten-free', [
      '200 g de farine de blé',
      '250 g de spaghetti',
      '2 c. à soupe de sauce soja',
      '4 tranches de pain',
    ]),
    ...V('dairy-free', ['20 cl de crème fraîche', '50 g de parmesan râpé']),
    ...V('pescatarian', ['4 côtes de porc']),
    ...A('fruits à coque', [
      '50 g de noix de cajou',
      '30 g de noix, hachées',
      '2 c. à soupe de noisettes',
    ]),
    ...A('fruits de mer', ['200 g de crevettes', '500 g de moules', '1 calmar']),
    ...A('produits laitiers', [
      '100 g de cheddar',
      '2 c. à soupe de beurre',
      '150 g de mozzarella',
    ]),
    ...A('gluten', ['2 c. à soupe de sauce soja', '200 g de semoule de blé']),
    ...A('poisson', ['200 g de saumon']),
    ...A('arachides', ["2 c. à soupe de beurre d'arachide"]),
  ],
  es: [
    ...V('vegetarian', [
      '300 g de pechuga de pollo',
      '100 g de beicon',
      '500 g de carne picada de ternera',
      '2 cucharadas de salsa de pescado',
      '4 anchoas',
    ]),
    ...V('vegan', [
      '3 huevos',
      '30 g de mantequilla',
      '200 ml de leche',
      '2 cucharadas de miel',
      '100 g de queso rallado',
    ]),
    ...V('gluten-free', [
      '200 g de harina de trigo',
      '250 g de espaguetis',
      '2 cucharadas de salsa de soja',
      '4 rebanadas de pan',
    ]),
    ...V('dairy-free', ['200 ml de nata', '50 g de parmesano rallado']),
    ...V('pescatarian', ['4 chuletas de cerdo']),
    ...A('frutos secos', [
      '50 g de anacardos',
      '30 g de nueces picadas',
      '2 cucharadas de avellanas',
    ]),
    ...A('marisco', ['200 g de gambas', '500 g de mejillones', '1 calamar']),
    ...A('lácteos', [
      '100 g de queso cheddar',
      '2 cucharadas de mantequilla',
      '150 g de mozzarella',
    ]),
    ...A('gluten', ['2 cucharadas de salsa de soja', '200 g de cuscús']),
    ...A('pescado', ['200 g de salmón']),
    ...A('cacahuete', ['50 g de cacahuetes']),
  ],
  it: [
    ...V('vegetarian', [
      '300 g di petto di pollo',
      '100 g di pancetta',
      '500 g di carne macinata di manzo',
      '2 cucchiai di salsa di pesce',
      '4 acciughe',
    ]),
    ...V('vegan', [
      '2 uova',
      '30 g di burro',
      '200 ml di latte',
      '2 cucchiai di miele',
      '100 g di parmigiano grattugiato',
    ]),
    ...V('gluten-free', [
      '200 g di farina di frumento',
      '250 g di spaghetti',
      '2 cucchiai di salsa di soia',
      '4 fette di pane',
    ]),
    ...V('dairy-free', ['200 ml di panna', '50 g di pecorino grattugiato']),
    ...V('pescatarian', ['4 braciole di maiale']),
    ...A('frutta a guscio', ['50 g di anacardi', '30 g di noci tritate', '2 cucchiai di nocciole']),
    ...A('frutti di mare', ['200 g di gamberi', '500 g di cozze', '1 calamaro']),
    ...A('latticini', ['100 g di cheddar', '2 cucchiai di burro', '150 g di mozzarella']),
    ...A('glutine', ['2 cucchiai di salsa di soia', '200 g di cuscus']),
    ...A('pesce', ['200 g di salmone']),
    ...A('arachidi', ['50 g di arachidi']),
  ],
  pt: [
    ...V('vegetarian', [
      '300 g de peito de frango',
      '100 g de bacon',
      '500 g de carne moída',
      '2 colheres de sopa de molho de peixe',
      '4 anchovas',
    ]),
    ...V('vegan', [
      '3 ovos',
      '30 g de manteiga',
      '200 ml de leite',
      '2 colheres de sopa de mel',
      '100 g de queijo ralado',
    ]),
    ...V('gluten-free', [
      '200 g de farinha de trigo',
      '250 g de esparguete',
      '2 colheres de sopa de molho de soja',
      '4 fatias de pão',
    ]),
    ...V('dairy-free', ['200 ml de natas', '50 g de parmesão ralado']),
    ...V('pescatarian', ['4 costeletas de porco']),
    ...A('nozes', [
      '50 g de castanhas de caju',
      '30 g de nozes picadas',
      '2 colheres de sopa de avelãs',
    ]),
    ...A('marisco', ['200 g de camarão', '500 g de mexilhões', '1 lula']),
    ...A('laticínios', [
      '100 g de queijo cheddar',
      '2 colheres de sopa de manteiga',
      '150 g de mozarela',
    ]),
    ...A('glúten', ['2 colheres de sopa de molho de soja', '200 g de cuscuz']),
    ...A('peixe', ['200 g de salmão']),
    ...A('amendoim', ['50 g de amendoins']),
  ],
  nl: [
    ...V('vegetarian', [
      '300 g kipfilet',
      '100 g spekjes',
      '500 g rundergehakt',
      '2 eetlepels vissaus',
      '4 ansjovisfilets',
    ]),
    ...V('vegan', [
      '3 eieren',
      '30 g boter',
      '200 ml melk',
      '2 eetlepels honing',
      '100 g geraspte kaas',
    ]),
    ...V('gluten-free', [
      '200 g tarwebloem',
      '250 g spaghetti',
      '2 eetlepels sojasaus',
      '4 sneetjes brood',
    ]),
    ...V('dairy-free', ['200 ml slagroom', '50 g Parmezaanse kaas']),
    ...V('pescatarian', ['4 varkenskoteletten']),
    ...A('noten', ['50 g cashewnoten', '30 g walnoten, gehakt', '2 eetlepels hazelnoten']),
    ...A('schaaldieren', ['200 g garnalen', '500 g mosselen', '1 inktvis']),
    ...A('zuivel', ['100 g cheddar', '2 eetlepels boter', '150 g mozzarella']),
    ...A('gluten', ['2 eetlepels sojasaus', '200 g couscous']),
    ...A('vis', ['200 g zalm']),
    ...A('pinda', ['2 eetlepels pindakaas']),
  ],
};

/** Lines a wish allows beside the base, so clean recipes are not all alike. */
const CLEAN_EXTRAS: Record<Lang, Partial<Record<string, string[]>>> = {
  en: {
    vegetarian: ['2 eggs', '100 g feta cheese'],
    pescatarian: ['2 salmon fillets'],
    'gluten-free': ['1 can coconut milk'],
    nuts: ['1 pinch nutmeg', '1 can coconut milk'],
    dairy: ['1 can coconut milk', '2 tbsp peanut butter'],
  },
  de: {
    vegetarian: ['2 Eier', '100 g Feta'],
    pescatarian: ['2 Lachsfilets'],
    Nüsse: ['1 Prise Muskatnuss'],
    Milchprodukte: ['200 ml Kokosmilch'],
  },
  fr: {
    vegetarian: ['2 œufs', '100 g de feta'],
    pescatarian: ['2 filets de saumon'],
    'fruits à coque': ['1 pincée de noix de muscade'],
    'produits laitiers': ['20 cl de lait de coco'],
  },
  es: {
    vegetarian: ['2 huevos', '100 g de queso feta'],
    pescatarian: ['2 filetes de salmón'],
    'frutos secos': ['1 pizca de nuez moscada'],
    lácteos: ['200 ml de leche de coco'],
  },
  it: {
    vegetarian: ['2 uova', '100 g di feta'],
    pescatarian: ['2 filetti di salmone'],
    'frutta a guscio': ['1 pizzico di noce moscata'],
    latticini: ['200 ml di latte di cocco'],
  },
  pt: {
    vegetarian: ['2 ovos', '100 g de queijo feta'],
    pescatarian: ['2 filetes de salmão'],
    nozes: ['1 pitada de noz-moscada'],
    laticínios: ['200 ml de leite de coco'],
  },
  nl: {
    vegetarian: ['2 eieren', '100 g feta'],
    pescatarian: ['2 zalmfilets'],
    noten: ['1 snufje nootmuskaat'],
    zuivel: ['200 ml kokosmelk'],
  },
};

const DIETS: Diet[] = ['vegan', 'vegetarian', 'pescatarian', 'gluten-free', 'dairy-free'];

function check(wish: Wish, lines: string[], table: FoodTable): WishStatus {
  const reading = readingOf(lines);
  return 'diet' in wish
    ? checkDiet(reading, wish.diet, table).status
    : checkAvoid(reading, [wish.avoid], table).status;
}

const LANGS = Object.keys(BASE) as Lang[];
const wishName = (w: Wish) => ('diet' in w ? w.diet : `avoid ${w.avoid}`);

let table: FoodTable;
beforeAll(async () => {
  table = await loadFoodTable();
});

describe('the trap set', () => {
  it('holds at least 150 traps across the seven languages, diet and avoid', () => {
    const traps = LANGS.flatMap((l) => TRAPS[l]);
    expect(traps.length).toBeGreaterThanOrEqual(150);
    for (const l of LANGS) {
      expect(TRAPS[l].some(([w]) => 'diet' in w)).toBe(true);
      expect(TRAPS[l].some(([w]) => 'avoid' in w)).toBe(true);
    }
  });

  it('never says Kept for a trap, says Not kept for 95%, and keeps 90% of clean recipes', () => {
    const missed: string[] = [];
    let falseKept = 0;
    let notKept = 0;
    let traps = 0;
    const byLang: string[] = [];
    for (const lang of LANGS) {
      let langNotKept = 0;
      for (const [wish, line] of TRAPS[lang]) {
        const base = BASE[lang];
        const lines = [...base.slice(0, 3), line, ...base.slice(3)];
        const status = check(wish, lines, table);
        traps++;
        if (status === 'kept') falseKept++;
        if (status === 'not kept') {
          notKept++;
          langNotKept++;
        } else missed.push(`${lang} ${wishName(wish)}: ${line} → ${status}`);
      }
      byLang.push(`${lang} ${langNotKept}/${TRAPS[lang].length}`);
    }

    const unclean: string[] = [];
    let clean = 0;
    let kept = 0;
    for (const lang of LANGS) {
      const avoidTerms = [
        ...new Set(TRAPS[lang].flatMap(([w]) => ('avoid' in w ? [w.avoid] : []))),
      ];
      const wishes: Wish[] = [
        ...DIETS.map((diet) => ({ diet })),
        ...avoidTerms.map((avoid) => ({ avoid })),
      ];
      for (const wish of wishes) {
        const key = 'diet' in wish ? wish.diet : wish.avoid;
        const lines = [...BASE[lang], ...(CLEAN_EXTRAS[lang][key] ?? [])];
        const status = check(wish, lines, table);
        clean++;
        if (status === 'kept') kept++;
        else unclean.push(`${lang} ${wishName(wish)} → ${status}`);
      }
    }

    const trapRate = notKept / traps;
    const cleanRate = kept / clean;
    console.log(
      `Trap set: ${traps} traps, false Kept ${falseKept}, Not kept ${notKept} ` +
        `(${(trapRate * 100).toFixed(1)}%; ${byLang.join(', ')}); clean recipes Kept ${kept} of ` +
        `${clean} (${(cleanRate * 100).toFixed(1)}%)` +
        (missed.length ? `\nTraps not caught: ${missed.join(' | ')}` : '') +
        (unclean.length ? `\nClean not kept: ${unclean.join(' | ')}` : ''),
    );
    expect(falseKept).toBe(0);
    expect(trapRate).toBeGreaterThanOrEqual(0.95);
    expect(cleanRate).toBeGreaterThanOrEqual(0.9);
  });
});
