import pluralize from 'pluralize';

/**
 * Words of an ingredient line that say how much, how it is cut or what it is like, not what it is,
 * in the seven languages the product reads. A word of a line that is neither one of these nor part
 * of a food's name makes the line unidentified (D14: then the check says "Unknown").
 */
const ENGLISH_WORDS = [
  // English
  'cup cups c tbsp tbs tbl tablespoon tablespoons tsp teaspoon teaspoons g gr gram grams kg',
  'kilogram kilograms mg ml milliliter milliliters millilitre millilitres l liter liters litre',
  'litres dl cl oz ounce ounces lb lbs pound pounds pinch pinches dash dashes can cans tin tins',
  'jar jars packet packets package packages pack bag bottle bunch bunches handful handfuls sprig',
  'sprigs stalk stalks stick sticks slice slices piece pieces head heads cube cubes drop drops',
  'splash knob quart quarts pint pints inch inches cm x clove cloves',
  'minced chopped diced sliced grated crushed shredded julienned cubed halved quartered peeled',
  'seeded deseeded trimmed rinsed drained washed beaten whisked melted softened cooled cooked',
  'uncooked raw fresh freshly finely roughly coarsely thinly thickly lightly large medium small',
  'big extra whole ground dried leftover day old cold warm hot room temperature boneless',
  'skinless optional about approximately approx heaping heaped level generous few some a an of',
  'and to taste for garnish garnishing serving serve needed as more or less plus the into in',
  'unsalted salted unsweetened sweetened plain all purpose light dark firm ripe frozen canned',
  'tinned organic good quality virgin pure packed loosely thin thick bite sized size pieces',
  'cut wedges rings strips chunks florets leaves divided at with your favorite favourite',
  'kosher sea fine coarse mild dry hard soft lean juiced zested torn picked sifted rolled style',
  'type flakes flake block smoked powder fat smooth crunchy creamy chunky king jumbo flat',
  'certified sheet sheets thread threads quick sweet',
  // What recipe sites write around a food (issue 38): numbers in words, sizes, states, how it is
  // bought or served, a brand's words. None of them is a food or says what a food is made of.
  'one two three four five six seven eight nine ten twelve half halves quarter third batch',
  'recipe recipes low sodium reduced toasted roasted heavy pitted baby new squeezed prepared',
  'steamed young unseasoned rounded little weak unwaxed tiny basket grain ears seedless curly',
  'very stemmed choice free range bio organics frying drizzling topping toppings shaved high',
  'flaky other neutral tasting store bought homemade precooked pre lite full moisture',
  'spreadable skin on off added no fire grilled toasting sauteing sauteed cleaned shucked',
  'scrubbed lukewarm boiling brewed strong instant rolled old fashioned quality best preferably',
  'such like e g eg aka note notes see footnote sub substitute substituted if desired needed',
  'using use used alternatively alternative approx plenty splash generous handful garnishes',
  // Brands of salt, fish sauce and wine, not of a product that names itself by its brand ("Maggi").
  'diamond crystal morton boat rotel gallo family vineyards smoking zeus',
  'bunch heads stems wedge ribbon ribbons matchsticks matchstick julienne spiralized mashed',
  'puree pureed blended squeezed zest zested juice juiced wedge slivered flaked crumbled crumbles',
  'tough removed reserved chilled frozen thawed defrosted room temp each per total container',
  'containers carton cartons tub tubs box boxes envelope envelopes sachet stalk rib ribs',
  'pod pods natural multicolored tasty peeler knife mandoline grater fork spoon whisk blender',
  'processor spatula reste resten',
  // Colours and cuts: "rote Paprika", "filets de saumon", "Schweinekoteletts"
  'red green yellow white rot rote roter rotes grun grune gruner gelb gelbe rouge rouges vert',
  'verte verts jaune jaunes rojo roja rojos rojas verde verdes amarillo amarilla rosso rossa',
  'rossi rosse giallo gialla gialli vermelho vermelha vermelhos amarelo amarela rood rode groen',
  'groene geel gele poignee poignees',
  'fillet fillets filet filets filete filetes filetto filetti kotelett koteletts koteletten',
  'kotelet chop chops chuleta chuletas costeleta costeletas braciola braciole cote cotes',
];

/** The same words in German, French, Spanish, Italian, Portuguese and Dutch. */
const OTHER_WORDS = [
  // German
  'el tl essloffel teeloffel prise prisen msp stuck stk bund zehe zehen dose dosen becher pck',
  'packchen tasse tassen scheibe scheiben handvoll glas kugel blatt blatter etwas nach belieben',
  'geschmack zum bestreuen garnieren optional ca circa etwa und oder mit ohne fur den die das der',
  'dem des vom zur gehackt gehackte gehackter gehacktes fein feingehackt frisch frische frischer',
  'frisches gerieben geriebener geriebene geriebenen gewurfelt gewurfelte geschnitten in wurfel',
  'streifen ringe klein kleine kleiner kleines grosse grosser grosses gross mittelgrosse',
  'mittelgrosser geschalt geschalte zerdruckt gemahlen gemahlener gemahlene getrocknet',
  'getrocknete weich weiche zimmerwarm kalt kaltes kalte warm warmes gekocht gekochte roh rohe',
  'reif reife entsteint halbiert geviertelt gepresst ungesalzen gesalzen dunn dunne grob grobes',
  'stucke stuckchen ein eine einer einen zerlassen geschmolzen abgetropft gewaschen extra nativ',
  'natives zum servieren',
  'gramm hochwertige hochwertiger gute guter gutes andere anderer anderes deiner wahl aus muhle',
  'evtl eventuell tute tuten knolle knollen festkochende festkochend mehligkochende ja naturlich',
  'vollkorn zypriotischer art griechischer griechische trockene trockener bei bedarf nach',
  'geschmack belieben abgeriebene abgerieben unbehandelte unbehandelt gewachst',
  // French
  'cs cc cas cac cuillere cuilleres soupe cafe pincee pincees gousse gousses boite boites',
  'sachet sachets tranche tranches botte verre verres emince emincee emincees eminces hache',
  'hachee hachees haches coupe coupee coupees coupes en des rondelles lamelles morceaux',
  'finement frais fraiche fraiches rape rapee rapees rapes pele pelee pelees peles epluche',
  'epluchee epluchees ecrase ecrasee ecrasees moulu moulue gros grosse petit petite petits',
  'petites moyen moyenne moyennes mur mure mures cisele ciselee ciseles fondu ramolli doux douce',
  'de d du la le les l a au aux et ou pour selon gout facultatif environ quelques un une sec',
  'seche seches secs vierge cuit cuite cuites cuits cru crue',
  'paquet paquets branche branches bouquet peu bien jaune jaunes bio sachet',
  // Spanish
  'cucharada cucharadas cucharadita cucharaditas pizca pizcas diente dientes lata latas taza',
  'tazas rebanada rebanadas manojo punado picado picada picados picadas cortado cortada',
  'cortados cortadas dados rodajas trozos tiras fresco fresca frescos frescas rallado rallada',
  'rallados ralladas pelado pelada pelados peladas grande grandes pequeno pequena pequenos',
  'pequenas mediano mediana medianos medianas maduro madura maduros maduras finamente troceado',
  'troceada machacado machacados molido molida al gusto opcional del el los las y o u unos unas',
  'una uno para servir aproximadamente virgen seco seca secos secas cocido cocida firme',
  // Italian
  'cucchiaio cucchiai cucchiaino cucchiaini pizzico spicchio spicchi scatola bicchiere fetta',
  'fette mazzo tritato tritata tritati tritate tagliato tagliata tagliati tagliate cubetti',
  'rondelle pezzi pezzetti freschi fresche grattugiato grattugiata grattugiati grattugiate',
  'sbucciato sbucciata sbucciati sbucciate piccolo piccola piccoli piccole medio media medi',
  'maturo matura maturi mature finemente q b qb quanto basta di del della dei delle degli dello',
  'il lo i gli e per facoltativo circa extravergine vergine secco secca secchi cotto cotta',
  'fettine',
  'fino fina grosso grossa abbondante abbondanti medie medio',
  // Portuguese
  'colher colheres sopa cha pitada dente dentes xicara xicaras chavena fatias ramo picadinho picadinha',
  'cortadas em cubos rodelas pedacos ralado ralada descascado descascada descascados',
  'descascadas pequeno pequena media medio maduro madura gosto do da dos das os as ou um',
  'virgem q.b cozido cozida seco',
  'meio meia ao sem lavado lavada escorrido escorrida dessalgado desfiado desfiada sache pretas',
  'preto preta cortados cortadas picados',
  // Dutch
  'eetlepel eetlepels theelepel theelepels snufje teen teentje teentjes blik blikje kopje',
  'sneetje sneetjes plak plakken plakjes bos handje stuk stuks fijn fijngehakt fijngesneden gesneden vers verse',
  'geraspt geraspte geschild geschilde blokjes reepjes stukjes groot grote kleine middelgrote',
  'rijp rijpe naar smaak van het een en of voor erbij eventueel ongeveer gemalen gedroogd',
  'gedroogde zacht zachte ongezouten gezouten gekookt gekookte',
];

const words = (lines: string[]) => lines.join(' ').split(/\s+/).filter(Boolean);
const IGNORABLE = new Set([...words(ENGLISH_WORDS), ...words(OTHER_WORDS)]);
const OTHER_ONLY = new Set(words(OTHER_WORDS).filter((w) => !words(ENGLISH_WORDS).includes(w)));

/** A kitchen word of the six other languages that English does not use ("gehackt", "émincé"). */
export function isOtherKitchenWord(word: string): boolean {
  return OTHER_ONLY.has(word);
}

/** Units of the seven languages, and a single letter ("c." of "c. à soupe"). */
const UNIT_LIKE = new Set(
  (
    'el tl essloffel teeloffel prise msp stuck bund zehe zehen dose becher tasse scheibe scheiben ' +
    'handvoll cs cc cas cac cuillere cuilleres soupe cafe pincee gousse gousses boite sachet ' +
    'tranche tranches verre cucharada cucharadas cucharadita cucharaditas pizca diente dientes ' +
    'lata taza tazas cucchiaio cucchiai cucchiaino cucchiaini pizzico spicchio spicchi fetta ' +
    'fette colher colheres sopa cha pitada dente dentes xicara eetlepel eetlepels theelepel ' +
    'theelepels snufje teentje teentjes blik kopje g kg ml cl dl l'
  ).split(' '),
);

export function isUnitLike(word: string): boolean {
  return word.length === 1 || UNIT_LIKE.has(word);
}

export function isIgnorable(word: string): boolean {
  return /^\d/.test(word) || word.length === 1 || IGNORABLE.has(word);
}

/**
 * Words that say how a food is prepared but also name a food: Dutch "gehakt" is chopped after a
 * comma ("1 ui, gehakt") and mince as a line's name ("500 g gehakt") or after "met" ("gevuld met
 * gehakt").
 */
const PREPARATION_WORDS = new Set(['gehakt', 'gehakte']);
const WITH = new Set(['met', 'mit', 'with', 'avec', 'con', 'com', 'en']);

/** The words after a line's first comma, its preparation words taken out. */
export function preparationWords(words: readonly string[]): string[] {
  return words.map((w, i) => (PREPARATION_WORDS.has(w) && !WITH.has(words[i - 1] ?? '') ? '' : w));
}

/** Words a name never starts with: articles and prepositions ("de" in "pechuga de pollo"). */
export function isLinkWord(word: string): boolean {
  return /^(de|d|du|des|la|le|les|l|a|al|au|aux|di|del|della|do|da|dos|das|van|von|of|the|and|und|et|y|e|en)$/.test(
    word,
  );
}

/**
 * The forms a word of a line may stand for in the table: itself, then its singulars by the plural
 * endings of the seven languages ("Eier" → "ei", "tomaten" → "tomate"/"tomaat", "nueces" → "nuez",
 * "pomodori" → "pomodoro", "limões" → "limao"). Wrong guesses are harmless: only a form the
 * table holds is used.
 */
/** English words that are no plural of another language's food: "chili paste" holds no pasta. */
const NOT_PLURALS = new Set(['paste', 'pastes']);

const FORMS = new Map<string, readonly string[]>();

/** A word and its singular forms; kept, as every line of a recipe asks for the same words. */
export function wordForms(word: string): readonly string[] {
  let forms = FORMS.get(word);
  if (!forms) {
    if (FORMS.size > 20_000) FORMS.clear();
    FORMS.set(word, (forms = formsOf(word)));
  }
  return forms;
}

function formsOf(word: string): string[] {
  const forms = [word];
  if (NOT_PLURALS.has(word)) return forms;
  const add = (form: string) => {
    if (form.length >= 2 && !forms.includes(form)) forms.push(form);
  };
  if (word.length < 3 || /\d/.test(word)) return forms;
  add(pluralize.singular(word));
  const ends = (suffix: string) => word.endsWith(suffix);
  const cut = (n: number) => word.slice(0, -n);
  if (ends('s')) add(cut(1));
  if (ends('es')) add(cut(2));
  if (ends('x')) add(cut(1));
  if (ends('aux')) add(`${cut(3)}al`);
  if (ends('ces')) add(`${cut(3)}z`);
  if (ends('oes') || ends('aes')) add(`${cut(3)}ao`);
  if (ends('ns')) add(`${cut(2)}m`);
  if (ends('n')) add(cut(1));
  if (ends('en')) {
    add(cut(2));
    // Dutch: "tomaten" → "tomaat", "uien" → "ui"
    const stem = cut(2);
    const vowel = /([aeiou])([^aeiou])$/.exec(stem);
    if (vowel) add(`${stem.slice(0, -1)}${vowel[1]}${vowel[2]}`);
    if (/(.)\1$/.test(stem)) add(stem.slice(0, -1));
  }
  if (ends('eren')) add(cut(4));
  if (ends('er')) add(cut(2));
  if (ends('ern')) add(cut(3));
  if (ends('e')) add(cut(1));
  if (ends('i')) {
    add(`${cut(1)}o`);
    add(`${cut(1)}e`);
    add(`${cut(1)}a`);
  }
  if (ends('chi') || ends('ghi')) add(`${cut(2)}o`);
  if (ends('che') || ends('ghe')) add(`${cut(2)}a`);
  if (ends('e')) add(`${cut(1)}a`);
  if (ends('a')) add(`${cut(1)}o`);
  return forms;
}
