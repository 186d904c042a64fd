import type { FoodTable } from '../food/food-table';
import { matchFoods } from '../food/food-line';
import { foodWords } from '../food/food-words';
import type { RecipeLanguage } from '../recipe/recipe-language';
import type { SafetyKind } from './minimums';

/**
 * Which foods with a doneness minimum a text names, and where: decided words in the seven
 * languages (the food data files "Hackfleisch" as meat and has no sausages or burgers), with the
 * food data (Open Food Facts) adding the poultry and fish it knows. Hand-written lists, with
 * the reason: what matters here is minced or whole, raw or bought cooked, which no taxonomy says.
 */

export interface FoodMention {
  kind: SafetyKind;
  /** The words as written: "chicken thighs", "Hähnchenschenkel". */
  text: string;
  start: number;
  end: number;
}

interface Word {
  word: string;
  start: number;
  end: number;
}

/** Each word folded as the food data writes names ("Hähnchen" → "hahnchen"), with where it stands. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  for (const token of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = token.index;
    for (const word of foodWords(token[0]))
      words.push({ word, start, end: start + token[0].length });
  }
  return words;
}

const list = (words: string) => words.trim().split(/\s+/);

/** Exact words and phrases (folded), by kind; longer phrases are tried first. */
const PHRASES: [SafetyKind, string[]][] = [
  [
    'minced poultry',
    [
      'ground chicken',
      'ground turkey',
      'minced chicken',
      'minced turkey',
      'chicken mince',
      'turkey mince',
      'hachis de poulet',
      'hachis de dinde',
      'dinde hachee',
      'poulet hache',
      'carne molida de pollo',
      'carne picada de pollo',
      'pavo molido',
      'pollo picado',
      'macinato di pollo',
      'macinato di tacchino',
      'carne moida de frango',
      'frango moido',
    ],
  ],
  [
    'minced',
    [
      'ground beef',
      'ground pork',
      'ground lamb',
      'ground veal',
      'ground meat',
      'minced beef',
      'minced pork',
      'minced lamb',
      'minced meat',
      'beef mince',
      'pork mince',
      'lamb mince',
      'sausage meat',
      'gemischtes hack',
      'viande hachee',
      'steak hache',
      'steaks haches',
      'boeuf hache',
      'porc hache',
      'agneau hache',
      'chair a saucisse',
      'carne picada',
      'carne molida',
      'carne macinata',
      'carne trita',
      'carne moida',
      'half om half',
      'mince',
      'burger',
      'burgers',
      'hamburger',
      'hamburgers',
      'patty',
      'patties',
      'meatball',
      'meatballs',
      'meatloaf',
      'sausage',
      'sausages',
      'chipolata',
      'chipolatas',
      'merguez',
      'bratwurst',
      'bratwurste',
      'hack',
      'gehacktes',
      'faschiertes',
      'hackfleisch',
      'frikadelle',
      'frikadellen',
      'bulette',
      'buletten',
      'saucisse',
      'saucisses',
      'boulette',
      'boulettes',
      'albondiga',
      'albondigas',
      'hamburguesa',
      'hamburguesas',
      'salchicha',
      'salchichas',
      'butifarra',
      'polpetta',
      'polpette',
      'polpettone',
      'salsiccia',
      'salsicce',
      'macinato',
      'almondega',
      'almondegas',
      'hamburguer',
      'hamburgueres',
      'linguica',
      'salsicha',
      'salsichas',
      'gehakt',
      'gehaktbal',
      'gehaktballen',
      'slavink',
      'slavinken',
      'saucijs',
      'saucijsjes',
      'braadworst',
      'braadworstjes',
      'worstjes',
      'kofta',
      'koftas',
    ],
  ],
  [
    'poultry',
    [
      'guinea fowl',
      'cornish hen',
      'chicken',
      'chickens',
      'poultry',
      'turkey',
      'duck',
      'duckling',
      'goose',
      'capon',
      'quail',
      'quails',
      'drumstick',
      'drumsticks',
      'hen',
      'huhn',
      'ente',
      'gans',
      'pute',
      'poularde',
      'hendl',
      'wachtel',
      'wachteln',
      'poulet',
      'poulets',
      'volaille',
      'volailles',
      'dinde',
      'dindonneau',
      'canard',
      'canette',
      'magret',
      'magrets',
      'oie',
      'pintade',
      'coquelet',
      'chapon',
      'caille',
      'cailles',
      'pollo',
      'pollos',
      'pavo',
      'pato',
      'oca',
      'gallina',
      'codorniz',
      'pechuga',
      'pechugas',
      'polli',
      'tacchino',
      'anatra',
      'faraona',
      'cappone',
      'quaglia',
      'quaglie',
      'sovracosce',
      'frango',
      'frangos',
      'galinha',
      'peru',
      'ganso',
      'codorna',
      'sobrecoxa',
      'sobrecoxas',
      'kip',
      'eend',
      'parelhoen',
      'kwartel',
      'kwartels',
      'haantje',
    ],
  ],
  [
    'beef',
    [
      'roast beef',
      'prime rib',
      'filet mignon',
      'cote de boeuf',
      'faux filet',
      'carne de vaca',
      'file mignon',
      'beef',
      'steak',
      'steaks',
      'ribeye',
      'sirloin',
      'brisket',
      'rind',
      'rindfleisch',
      'rumpsteak',
      'roastbeef',
      'entrecote',
      'entrecotes',
      'boeuf',
      'bavette',
      'onglet',
      'rumsteck',
      'chateaubriand',
      'tournedos',
      'ternera',
      'buey',
      'vacuno',
      'chuleton',
      'entrecot',
      'manzo',
      'bistecca',
      'controfiletto',
      'tagliata',
      'fiorentina',
      'bife',
      'picanha',
      'alcatra',
      'contrafile',
      'rund',
      'rundvlees',
      'biefstuk',
      'ossenhaas',
      'rosbief',
    ],
  ],
  ['lamb', ['lamb', 'lamm', 'agneau', 'gigot', 'cordero', 'agnello', 'cordeiro', 'borrego']],
  ['veal', ['veal', 'kalb', 'kalbfleisch', 'veau', 'vitello', 'vitela', 'kalfsvlees']],
  ['pork', ['pork', 'porc', 'cerdo', 'maiale', 'porco', 'varkensvlees']],
  [
    'fish',
    [
      'sea bass',
      'fish',
      'salmon',
      'tuna',
      'cod',
      'trout',
      'halibut',
      'snapper',
      'mackerel',
      'swordfish',
      'haddock',
      'tilapia',
      'fisch',
      'lachs',
      'thunfisch',
      'kabeljau',
      'forelle',
      'zander',
      'heilbutt',
      'poisson',
      'saumon',
      'thon',
      'cabillaud',
      'truite',
      'pescado',
      'atun',
      'bacalao',
      'merluza',
      'trucha',
      'lubina',
      'pesce',
      'salmone',
      'tonno',
      'merluzzo',
      'trota',
      'branzino',
      'spigola',
      'orata',
      'peixe',
      'salmao',
      'atum',
      'bacalhau',
      'truta',
      'robalo',
      'vis',
      'zalm',
      'tonijn',
      'kabeljauw',
      'forel',
      'zeebaars',
    ],
  ],
];

/** The start of a German or Dutch compound ("Hähnchenschenkel", "kippendijen", "Rinderhack"). */
const STEMS: [SafetyKind, string[]][] = [
  ['minced poultry', list('putenhack hahnchenhack huhnerhack kipgehakt kalkoengehakt')],
  [
    'minced',
    list(
      'rinderhack schweinehack lammhack kalbshack hackbraten hackball hackbaell rostbratwurst ' +
        'rundergehakt varkensgehakt lamsgehakt gehaktbal',
    ),
  ],
  [
    'poultry',
    list(
      'hahnchen huhnchen huhner geflugel puten truthahn enten ganse maispoularde kipfilet ' +
        'kippen kipdij kipstuk kipkluif kalkoen eenden ganzen',
    ),
  ],
  ['beef', list('rinder rinds ochsen runder rundvlees rundersteak')],
  ['lamb', list('lamm lams')],
  ['veal', list('kalbs kalfs')],
  ['pork', list('schweine varkens')],
  ['fish', list('lachs thunfisch zalm')],
];

/** Words that make a food's name a stock, a fat or a seasoning: "chicken stock", "Hühnerbrühe". */
const NOT_THE_MEAT =
  /^(?:stock|stocks|broth|bouillon|fond|fonds|fumet|bruhe|caldo|brodo|consomme|gravy|fat|schmalz|fett|graisse|grasa|grasso|gordura|vet|seasoning|gewurz|cube|cubes|powder|granules|jus|paste|sauce|salt)$/;
const STOCK_SUFFIX = /(?:bruhe|fond|bouillon|fumet|schmalz|gewurz|bouillonblokje|fett)$/;
/** Links before a food in the Romance languages: "bouillon de poulet", "caldo di pollo". */
const LINKS = new Set(list('de di da du del della do of d'));

function notTheMeat(words: readonly Word[], at: number, end: number): boolean {
  const after = words[end]?.word ?? '';
  if (NOT_THE_MEAT.test(after)) return true;
  const before = words[at - 1]?.word ?? '';
  const beforeThat = words[at - 2]?.word ?? '';
  return LINKS.has(before) && NOT_THE_MEAT.test(beforeThat);
}

const PHRASE_LIST = PHRASES.flatMap(([kind, phrases]) =>
  phrases.map((phrase) => ({ kind, words: phrase.split(' ') })),
).sort((a, b) => b.words.length - a.words.length);

function phraseAt(words: readonly Word[], at: number) {
  return PHRASE_LIST.find((p) => p.words.every((w, i) => words[at + i]?.word === w));
}

function stemAt(word: string): SafetyKind | undefined {
  if (STOCK_SUFFIX.test(word)) return undefined;
  return STEMS.find(([, stems]) =>
    stems.some((s) => word.length > s.length && word.startsWith(s)),
  )?.[0];
}

function mention(text: string, words: readonly Word[], at: number, n: number, kind: SafetyKind) {
  const start = words[at]!.start;
  const end = words[at + n - 1]!.end;
  return { kind, text: text.slice(start, end), start, end };
}

/** Minced meat beside a bird is minced poultry: "chicken sausages", "salsicce di pollo". */
function joinMincedPoultry(found: FoodMention[], text: string): FoodMention[] {
  const out: FoodMention[] = [];
  for (const m of found) {
    const last = out[out.length - 1];
    const near = last && m.start - last.end <= 5;
    const pair = near && [last.kind, m.kind].sort().join('+');
    if (last && pair === 'minced+poultry') {
      out[out.length - 1] = {
        kind: 'minced poultry',
        text: text.slice(last.start, m.end),
        start: last.start,
        end: m.end,
      };
    } else out.push(m);
  }
  return out;
}

function fromTable(
  text: string,
  words: readonly Word[],
  table: FoodTable,
  language: RecipeLanguage | undefined,
  taken: readonly FoodMention[],
): FoodMention[] {
  const found: FoodMention[] = [];
  const matches = matchFoods(
    words.map((w) => w.word),
    table,
    {
      compounds: language === 'de' || language === 'nl',
      ...(language && { namesIn: language }),
    },
  );
  for (const m of matches) {
    if (m.partial || m.parts) continue;
    const kind = m.entries.every((e) => table.isA(e, 'en:poultry'))
      ? 'poultry'
      : m.entries.every((e) => table.isA(e, 'en:fish'))
        ? 'fish'
        : null;
    const start = words[m.start]!.start;
    const end = words[m.end - 1]!.end;
    if (!kind || taken.some((t) => t.start < end && start < t.end)) continue;
    const spanWords = words.slice(m.start, m.end).map((w) => w.word);
    const stock = spanWords.some((w) => NOT_THE_MEAT.test(w) || STOCK_SUFFIX.test(w));
    if (stock || notTheMeat(words, m.start, m.end)) continue;
    found.push({ kind, text: text.slice(start, end), start, end });
  }
  return found;
}

/** The foods with a minimum that a text names, in order. */
export function findFoods(
  text: string,
  table: FoodTable | null = null,
  language?: RecipeLanguage,
): FoodMention[] {
  const words = wordsOf(text);
  const found: FoodMention[] = [];
  for (let at = 0; at < words.length; at++) {
    const phrase = phraseAt(words, at);
    const n = phrase?.words.length ?? 1;
    const kind = phrase?.kind ?? stemAt(words[at]!.word);
    if (!kind || notTheMeat(words, at, at + n)) continue;
    found.push(mention(text, words, at, n, kind));
    at += n - 1;
  }
  const all = table ? [...found, ...fromTable(text, words, table, language, found)] : found;
  return joinMincedPoultry(
    all.sort((a, b) => a.start - b.start),
    text,
  );
}
