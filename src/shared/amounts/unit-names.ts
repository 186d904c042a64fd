import { unitsOfMeasure, type UnitType } from 'parse-ingredient';

/**
 * Kitchen units by name in the seven languages the reader reads, on parse-ingredient's unit table
 * (it knows English names only). Shared: the page rescales with them and the nutrition figures
 * weigh with them.
 */

export interface Unit {
  /** parse-ingredient's id: "cup", "gram", "clove", "large". */
  id: string;
  type: UnitType | null;
  /** A unit in another language, written in one and in more than one: ["cucharada", "cucharadas"]. */
  forms?: readonly [string, string];
}

/**
 * Kitchen units in German, French, Spanish, Italian, Portuguese and Dutch, as [one, more than one,
 * parse-ingredient's id]; parse-ingredient knows English names only. An id it does not hold
 * ("slice", "centiliter") scales but does not convert.
 */
const OTHER_LANGUAGES: readonly (readonly [string, string, string])[] = [
  ['EL', 'EL', 'tablespoon'],
  ['Esslöffel', 'Esslöffel', 'tablespoon'],
  ['TL', 'TL', 'teaspoon'],
  ['Teelöffel', 'Teelöffel', 'teaspoon'],
  ['Prise', 'Prisen', 'pinch'],
  ['Msp.', 'Msp.', 'pinch'],
  ['Messerspitze', 'Messerspitzen', 'pinch'],
  ['Zehe', 'Zehen', 'clove'],
  ['Knoblauchzehe', 'Knoblauchzehen', 'clove'],
  ['Dose', 'Dosen', 'can'],
  ['Bund', 'Bund', 'bunch'],
  ['Tasse', 'Tassen', 'cup'],
  ['Päckchen', 'Päckchen', 'package'],
  ['Stück', 'Stück', 'piece'],
  ['Scheibe', 'Scheiben', 'slice'],
  ['Stange', 'Stangen', 'stick'],
  ['Zweig', 'Zweige', 'sprig'],
  ['Stängel', 'Stängel', 'sprig'],
  ['Stiel', 'Stiele', 'sprig'],
  ['Gramm', 'Gramm', 'gram'],
  ['Kilogramm', 'Kilogramm', 'kilogram'],
  ['Milliliter', 'Milliliter', 'milliliter'],
  ['Liter', 'Liter', 'liter'],
  ['Packung', 'Packungen', 'package'],
  ['Pkg.', 'Pkg.', 'package'],
  ['Pck.', 'Pck.', 'package'],
  ['Stk.', 'Stk.', 'piece'],
  ['St.', 'St.', 'piece'],
  ['Kopf', 'Köpfe', 'head'],
  ['Becher', 'Becher', 'package'],
  // The continental pound (500 g) and the 100 g of the Dutch ons and the Italian etto.
  ['Pfund', 'Pfund', 'metricpound'],
  ['livre', 'livres', 'metricpound'],
  ['pond', 'pond', 'metricpound'],
  ['ons', 'ons', 'hectogram'],
  ['etto', 'etti', 'hectogram'],
  ['plakje', 'plakjes', 'slice'],
  ['sneetje', 'sneetjes', 'slice'],
  ['blikje', 'blikjes', 'can'],
  ['Spritzer', 'Spritzer', 'dash'],
  ['c. à soupe', 'c. à soupe', 'tablespoon'],
  ['c.à.s.', 'c.à.s.', 'tablespoon'],
  ['c. à s.', 'c. à s.', 'tablespoon'],
  ['cuillère à soupe', 'cuillères à soupe', 'tablespoon'],
  ['c. à café', 'c. à café', 'teaspoon'],
  ['càs', 'càs', 'tablespoon'],
  ['càc', 'càc', 'teaspoon'],
  ['c.à.c.', 'c.à.c.', 'teaspoon'],
  ['c. à c.', 'c. à c.', 'teaspoon'],
  ['cuillère à café', 'cuillères à café', 'teaspoon'],
  ['verre', 'verres', 'cup'],
  ['pincée', 'pincées', 'pinch'],
  ['gousse', 'gousses', 'clove'],
  ['tasse', 'tasses', 'cup'],
  ['boîte', 'boîtes', 'can'],
  ['botte', 'bottes', 'bunch'],
  ['sachet', 'sachets', 'package'],
  ['tranche', 'tranches', 'slice'],
  ['brin', 'brins', 'sprig'],
  ['cl', 'cl', 'centiliter'],
  ['gramme', 'grammes', 'gram'],
  ['kilogramme', 'kilogrammes', 'kilogram'],
  ['millilitre', 'millilitres', 'milliliter'],
  // HelloFresh's and many French sites' spoons: "cs", "cc".
  ['cs', 'cs', 'tablespoon'],
  ['cc', 'cc', 'teaspoon'],
  ['paquet', 'paquets', 'package'],
  ['pot', 'pots', 'package'],
  ['tête', 'têtes', 'head'],
  ['cucharada', 'cucharadas', 'tablespoon'],
  ['cda.', 'cdas.', 'tablespoon'],
  ['cucharadita', 'cucharaditas', 'teaspoon'],
  ['cdta.', 'cdtas.', 'teaspoon'],
  ['pizca', 'pizcas', 'pinch'],
  ['diente', 'dientes', 'clove'],
  ['taza', 'tazas', 'cup'],
  ['vaso', 'vasos', 'cup'],
  ['lata', 'latas', 'can'],
  ['manojo', 'manojos', 'bunch'],
  ['rebanada', 'rebanadas', 'slice'],
  ['rodaja', 'rodajas', 'slice'],
  ['ramita', 'ramitas', 'sprig'],
  ['gramos', 'gramos', 'gram'],
  ['gramo', 'gramo(s)', 'gram'],
  ['kilogramo', 'kilogramos', 'kilogram'],
  ['mililitro', 'mililitros', 'milliliter'],
  ['mililitro(s)', 'mililitro(s)', 'milliliter'],
  ['cucharada(s)', 'cucharada(s)', 'tablespoon'],
  ['cucharadita(s)', 'cucharadita(s)', 'teaspoon'],
  ['unidad', 'unidades', 'piece'],
  ['unidad(es)', 'unidad(es)', 'piece'],
  ['paquete', 'paquetes', 'package'],
  ['sobre', 'sobres', 'package'],
  ['cabeza', 'cabezas', 'head'],
  ['litro', 'litros', 'liter'],
  ['gr', 'gr', 'gram'],
  ['cucchiaio', 'cucchiai', 'tablespoon'],
  ['cucchiaino', 'cucchiaini', 'teaspoon'],
  ['bicchiere', 'bicchieri', 'cup'],
  ['pizzico', 'pizzichi', 'pinch'],
  ['spicchio', 'spicchi', 'clove'],
  ['tazza', 'tazze', 'cup'],
  ['lattina', 'lattine', 'can'],
  ['scatola', 'scatole', 'can'],
  ['scatoletta', 'scatolette', 'can'],
  ['barattolo', 'barattoli', 'can'],
  ['mazzetto', 'mazzetti', 'bunch'],
  ['fetta', 'fette', 'slice'],
  ['rametto', 'rametti', 'sprig'],
  ['gambo', 'gambi', 'stalk'],
  ['cespo', 'cespi', 'head'],
  ['grammi', 'grammi', 'gram'],
  ['chilogrammo', 'chilogrammi', 'kilogram'],
  ['millilitro', 'millilitri', 'milliliter'],
  ['confezione', 'confezioni', 'package'],
  ['bustina', 'bustine', 'package'],
  ['pacchetto', 'pacchetti', 'package'],
  ['litro', 'litri', 'liter'],
  ['colher de sopa', 'colheres de sopa', 'tablespoon'],
  ['c. de sopa', 'c. de sopa', 'tablespoon'],
  ['c. de chá', 'c. de chá', 'teaspoon'],
  ['colher (sopa)', 'colheres (sopa)', 'tablespoon'],
  ['colher de chá', 'colheres de chá', 'teaspoon'],
  ['colher (chá)', 'colheres (chá)', 'teaspoon'],
  ['pitada', 'pitadas', 'pinch'],
  ['dente', 'dentes', 'clove'],
  ['xícara', 'xícaras', 'cup'],
  // A glass in a recipe is a cup's worth: "1 copo de leite", "1 copo de requeijão".
  ['copo', 'copos', 'cup'],
  ['chávena', 'chávenas', 'cup'],
  ['maço', 'maços', 'bunch'],
  ['fatia', 'fatias', 'slice'],
  ['ramo', 'ramos', 'sprig'],
  ['gramas', 'gramas', 'gram'],
  ['grama', 'gramas', 'gram'],
  ['quilo', 'quilos', 'kilogram'],
  ['cháv.', 'cháv.', 'cup'],
  ['unid.', 'unid.', 'piece'],
  ['c. de café', 'c. de café', 'coffeespoon'],
  // Spoons as Portuguese, Spanish and Italian sites shorten them: never "c." for a cup.
  ['c. sopa', 'c. sopa', 'tablespoon'],
  ['c. (sopa)', 'c. (sopa)', 'tablespoon'],
  ['c.s.', 'c.s.', 'tablespoon'],
  ['c/s', 'c/s', 'tablespoon'],
  ['c. chá', 'c. chá', 'teaspoon'],
  ['c. (chá)', 'c. (chá)', 'teaspoon'],
  ['c.c.', 'c.c.', 'teaspoon'],
  ['c/c', 'c/c', 'teaspoon'],
  ['col. sopa', 'col. sopa', 'tablespoon'],
  ['col. (sopa)', 'col. (sopa)', 'tablespoon'],
  ['col. de sopa', 'col. de sopa', 'tablespoon'],
  ['col. chá', 'col. chá', 'teaspoon'],
  ['col. (chá)', 'col. (chá)', 'teaspoon'],
  ['col. de chá', 'col. de chá', 'teaspoon'],
  ['xíc.', 'xíc.', 'cup'],
  ['xic.', 'xic.', 'cup'],
  ['cda', 'cdas', 'tablespoon'],
  ['cdta', 'cdtas', 'teaspoon'],
  ['cdita', 'cditas', 'teaspoon'],
  ['cucch.', 'cucch.', 'tablespoon'],
  ['cucchiai', 'cucchiai', 'tablespoon'],
  ['colher de café', 'colheres de café', 'coffeespoon'],
  ['colher (café)', 'colheres (café)', 'coffeespoon'],
  ['caixa', 'caixas', 'package'],
  ['brick', 'bricks', 'package'],
  ['brik', 'briks', 'package'],
  ['scatoletta', 'scatolette', 'can'],
  ['caixinha', 'caixinhas', 'package'],
  ['unidade', 'unidades', 'piece'],
  ['rodela', 'rodelas', 'slice'],
  ['pacote', 'pacotes', 'package'],
  ['pacotinho', 'pacotinhos', 'package'],
  ['eetlepel', 'eetlepels', 'tablespoon'],
  ['el', 'el', 'tablespoon'],
  ['theelepel', 'theelepels', 'teaspoon'],
  ['tl', 'tl', 'teaspoon'],
  ['snufje', 'snufjes', 'pinch'],
  ['teen', 'tenen', 'clove'],
  ['teentje', 'teentjes', 'clove'],
  ['kopje', 'kopjes', 'cup'],
  ['glaasje', 'glaasjes', 'cup'],
  ['blik', 'blikken', 'can'],
  ['bosje', 'bosjes', 'bunch'],
  ['plak', 'plakken', 'slice'],
  ['takje', 'takjes', 'sprig'],
  ['stuk', 'stuks', 'piece'],
  ['zakje', 'zakjes', 'package'],
  ['pakje', 'pakjes', 'package'],
  ['pak', 'pakken', 'package'],
];

const OTHER_BY_NAME = new Map<string, Unit>();
for (const [one, more, id] of OTHER_LANGUAGES) {
  const unit: Unit = { id, type: unitsOfMeasure[id]?.type ?? null, forms: [one, more] };
  for (const name of [one, more]) OTHER_BY_NAME.set(name.toLowerCase(), unit);
}
const escape = (name: string) => name.replace(/[.()]/g, '\\$&').replace(/\s+/g, '\\s*');
/** Longest names first, so "cucharadita" wins over "cucharada" and "c. à soupe" over "c.". */
const OTHER_NAME = new RegExp(
  `^(${[...OTHER_BY_NAME.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?<=[.)])|^(${[...OTHER_BY_NAME.keys()]
    .filter((name) => !name.endsWith('.') && !name.endsWith(')'))
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}])`,
  'iu',
);

/** A unit in one of the other six languages at the start of `text`, with the words it takes. */
export function findOtherUnit(text: string): { unit: Unit; text: string } | null {
  const match = OTHER_NAME.exec(text);
  const written = match?.[1] ?? match?.[2];
  if (!written) return null;
  const unit = OTHER_BY_NAME.get(written.toLowerCase().replace(/\s+/g, ' '));
  return unit ? { unit, text: written } : null;
}

/** Single letters are case-sensitive ("T" is a tablespoon, "t" a teaspoon); longer names are not. */
const UNIT_NAMES = new Map<string, string>();
for (const [id, unit] of Object.entries(unitsOfMeasure)) {
  for (const name of [id, unit.short, unit.plural, ...(unit.alternates ?? [])]) {
    UNIT_NAMES.set(name.length > 1 ? name.toLowerCase() : name, id);
  }
}
for (const [name, id] of [
  ['litre', 'liter'],
  ['litres', 'liter'],
  ['millilitre', 'milliliter'],
  ['millilitres', 'milliliter'],
  ['tbs', 'tablespoon'],
  // Meal kits write the short forms in the plural: "3 Tbsps", "2 tsps".
  ['tbsps', 'tablespoon'],
  ['tsps', 'teaspoon'],
  ['tblsp', 'tablespoon'],
  ['tblsps', 'tablespoon'],
  ['tin', 'can'],
  ['tins', 'can'],
  ['box', 'package'],
  ['boxes', 'package'],
  // A rasher or strip of bacon is its slice.
  ['rasher', 'slice'],
  ['rashers', 'slice'],
  ['strip', 'slice'],
  ['strips', 'slice'],
  // A stem or twig of a herb is its sprig.
  ['stem', 'sprig'],
  ['stems', 'sprig'],
  ['twig', 'sprig'],
  ['twigs', 'sprig'],
] as const) {
  UNIT_NAMES.set(name, id);
}

export function findUnit(word: string): Unit | null {
  const id = UNIT_NAMES.get(word.length > 1 ? word.toLowerCase() : word);
  if (!id) return null;
  return { id, type: unitsOfMeasure[id]?.type ?? null };
}
