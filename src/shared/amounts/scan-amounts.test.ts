import { describe, expect, it } from 'vitest';
import { scanAmounts } from './scan-amounts';

const first = (line: string) => scanAmounts(line, { words: true })[0];

describe('number words opening a line', () => {
  it('are read only when asked: the servings scaler rewrites figures alone', () => {
    expect(scanAmounts('two 10-ounce cans cream of mushroom soup')[0]?.low).toBe(10);
    expect(first('two 10-ounce cans cream of mushroom soup')).toMatchObject({ low: 2, unit: null });
  });

  it('reads English number words, with a unit after them', () => {
    expect(first('Three ½-inch thick slices pineapple')?.low).toBe(3);
    expect(first('One 1-inch piece fresh ginger')?.low).toBe(1);
    expect(first('twelve eggs')?.low).toBe(12);
    expect(first('Two cups flour')).toMatchObject({ low: 2, unitText: 'cups' });
  });

  it('reads German, French, Spanish, Italian, Portuguese and Dutch number words', () => {
    expect(first('Zwei Dosen Tomaten')).toMatchObject({ low: 2, unitText: 'Dosen' });
    expect(first('eine Prise Salz')).toMatchObject({ low: 1, unitText: 'Prise' });
    expect(first('deux gousses d’ail')).toMatchObject({ low: 2, unitText: 'gousses' });
    expect(first('tres dientes de ajo')).toMatchObject({ low: 3, unitText: 'dientes' });
    expect(first('due spicchi d’aglio')).toMatchObject({ low: 2, unitText: 'spicchi' });
    expect(first('duas latas de milho')).toMatchObject({ low: 2, unitText: 'latas' });
    expect(first('drie teentjes knoflook')?.low).toBe(3);
    expect(first('quatre œufs')?.low).toBe(4);
  });

  it('reads a word that is also "a" as one only before a unit', () => {
    expect(first('ein Schuss Milch')).toBeUndefined();
    expect(first("un filet d'huile d'olive")).toBeUndefined();
    expect(first('un poco de aceite')).toBeUndefined();
    expect(first("un filo d'olio")).toBeUndefined();
    expect(first('um fio de azeite')).toBeUndefined();
    expect(first('een scheutje olijfolie')).toBeUndefined();
    expect(first('une pincée de sel')).toMatchObject({ low: 1, unitText: 'pincée' });
    expect(first('una cucharada de aceite')).toMatchObject({ low: 1, unitText: 'cucharada' });
    expect(first('uma lata de milho')).toMatchObject({ low: 1, unitText: 'lata' });
  });

  it('never reads a number word inside a line, nor a word alone, nor one that is no number', () => {
    expect(first('salt, one pinch')).toBeUndefined();
    expect(first('one')).toBeUndefined();
    expect(first('unsalted butter')).toBeUndefined();
    expect(first('Tenderloin steaks')).toBeUndefined();
    expect(first('a pinch of salt')).toBeUndefined();
    expect(first('Due to the heat, add more water')).toBeUndefined();
    expect(first('One of the cans, drained')).toBeUndefined();
  });

  it('reads "half" in the seven languages, with its article', () => {
    expect(first('half a cup of milk')).toMatchObject({ low: 0.5, unitText: 'cup' });
    expect(first('half an onion')).toMatchObject({ low: 0.5, unit: null });
    expect(first('eine halbe Zwiebel')).toMatchObject({ low: 0.5, unit: null });
    expect(first('meia xícara de leite')?.low).toBe(0.5);
    expect(first('media taza de leche')?.low).toBe(0.5);
    expect(first('mezzo limone')?.low).toBe(0.5);
    expect(first('un demi oignon')?.low).toBe(0.5);
    expect(first('een halve ui')?.low).toBe(0.5);
    expect(first('Half of the cheese, grated')).toBeUndefined();
    expect(scanAmounts('half a cup of milk')).toEqual([]);
  });

  it('keeps the figures after a number word as their own amounts', () => {
    const amounts = scanAmounts('two 10-ounce cans soup', { words: true });
    expect(amounts.map((a) => a.low)).toEqual([2, 10]);
  });
});

describe('units as recipe sites write them in the other languages', () => {
  const unitOf = (line: string) => scanAmounts(line)[0]?.unit?.id;

  it('reads weights, volumes, spoons and pieces written in full or short', () => {
    expect(unitOf('Ricotta - 140 grammes')).toBe('gram');
    expect(unitOf('150 gramo(s) Arroz basmati')).toBe('gram');
    expect(unitOf('180 mililitro(s) Leche de coco')).toBe('milliliter');
    expect(unitOf('2 cucharada(s) Aceite de oliva')).toBe('tablespoon');
    expect(unitOf("2 cs Huile d'olive")).toBe('tablespoon');
    expect(unitOf('1 cc Sel')).toBe('teaspoon');
    // Ten or more "cc" are cubic centimetres, as Spanish recipes write them.
    expect(unitOf('250 cc de leche')).toBe('milliliter');
    expect(unitOf('¼ cháv. vinho branco')).toBe('cup');
    expect(unitOf('1 unid. cebola')).toBe('piece');
    expect(unitOf('1 unidad(es) Cebolla')).toBe('piece');
    expect(unitOf('2 Stk. Zwiebeln')).toBe('piece');
    expect(unitOf('1 Pck. Vanillezucker')).toBe('package');
    expect(unitOf('1 Kopf Brokkoli')).toBe('head');
    expect(unitOf('4 rodela abacaxi')).toBe('slice');
    expect(unitOf('500 millilitri di latte')).toBe('milliliter');
  });
});

describe('a spoon said heaped or level', () => {
  it('is still that spoon, in English and German, and a size word stays no unit', () => {
    expect(first('1 heaped teaspoon baking powder')).toMatchObject({
      low: 1,
      unitText: 'teaspoon',
    });
    expect(first('2 level tbsp sugar')?.unit?.id).toBe('tablespoon');
    expect(first('3 Tbsps soy glaze')?.unit?.id).toBe('tablespoon');
    expect(first('2 tsps gochujang')?.unit?.id).toBe('teaspoon');
    expect(first('1 gehäufter TL Backpulver')?.unit?.id).toBe('teaspoon');
    expect(first('1 gestrichener EL Mehl')?.unit?.id).toBe('tablespoon');
    expect(first('1 level onion')?.unit).toBeNull();
    expect(first('Stängel: 3 Stängel Thymian')?.unit?.id).toBe('sprig');
    expect(first('1 box cake mix')?.unit?.id).toBe('package');
  });
});
