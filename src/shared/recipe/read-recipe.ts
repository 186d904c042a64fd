/**
 * The one reading of a recipe's markdown, from the renderer's own parser so that every feature sees
 * what the page shows. Ingredients are never guessed from the method.
 */
import { findDurations } from './durations';
import { recipeLanguage } from './recipe-language';
import type {
  IngredientGroup,
  RecipeReading,
  RecipeStep,
  SourceRange,
  StatedTimes,
} from './reading';
import {
  ECHO,
  isFactLine,
  namedTitle,
  OPENING,
  statedServings,
  statedTimes,
  titleFrom,
  titleInIntro,
} from './recipe-facts';
import { LEXICONS, wordsPattern } from '../lexicon/lexicon';
import {
  ACTION,
  CHATTER,
  groupInLabel,
  NOT_INGREDIENT,
  labelKind,
  labelWords,
  startsWithFor,
  withoutStepNumber,
} from './recipe-labels';
import {
  recipeUnits,
  type ItemUnit,
  type LabelUnit,
  type LineUnit,
  type Span,
  type Unit,
} from './recipe-units';

interface Section {
  kind: 'ingredients' | 'steps' | 'other';
  depth: number;
  at: number;
  hasList: boolean;
  hasBullets: boolean;
  lastList?: number;
}

interface DraftLine extends Span {
  /** A line of a paragraph, not a list item: kept only where the section has no list. */
  plain: boolean;
}

interface DraftGroup {
  name: string | null;
  section: Section;
  lines: DraftLine[];
}

interface DraftStep extends SourceRange {
  title: string;
  parts: string[];
  group: string | null;
  section: Section;
  plain: boolean;
}

interface OpenStep {
  step: DraftStep;
  takes: 'all' | 'bullets';
}

const BULLET = /^[•·▪●◦‣∙*\-–]\s*/u;
const startsGroup = (text: string) => startsWithFor(labelWords(text)) || /[:：]$/.test(text);
/** A numbered item after the bullets that reads as an instruction ("Heat the oil in a pot"). */
const readsAsStep = (text: string) => !/^[\d½¼¾⅓⅔]/u.test(text) && text.split(/\s+/).length >= 6;
const STEP_START = new RegExp(
  `^(?:${ACTION}|in\\s+a\\s+(?:${wordsPattern(LEXICONS.en.sizes)}|deep)\\b|start\\s+by\\b|first\\b)`,
  'iu',
);

function stepText(step: DraftStep): string {
  const title = withoutStepNumber(step.title);
  const body = step.parts.filter(Boolean).join(' ');
  if (!title || !body) return title || body;
  return `${title}${/[.:!?]$/.test(title) ? ' ' : ': '}${body}`;
}

class Reader {
  section: Section | null = null;
  groups: DraftGroup[] = [];
  steps: DraftStep[] = [];
  stepGroup: string | null = null;
  open: OpenStep | null = null;
  named = { ingredients: false, steps: false };
  /** A heading outside every section since the last ingredients label (a title). */
  headingSince = false;
  loose: { item: ItemUnit; at: number }[] = [];

  constructor(readonly units: Unit[]) {}

  read(): void {
    this.units.forEach((unit, at) => {
      if (unit.kind === 'break') return this.end();
      if (isFactLine(unit.text)) return;
      if (unit.kind === 'label') return this.onLabel(unit, at);
      if (!this.section) {
        if (unit.kind === 'item') this.loose.push({ item: unit, at });
      } else if (this.section.kind === 'ingredients') this.onIngredient(unit, this.section);
      else if (this.section.kind === 'steps') this.onStep(unit, this.section);
    });
    this.closeStep();
  }

  end(): void {
    this.closeStep();
    this.section = null;
  }

  begin(kind: Section['kind'], depth: number, at: number): Section {
    this.closeStep();
    this.section = { kind, depth, at, hasList: false, hasBullets: false };
    return this.section;
  }

  onLabel(label: LabelUnit, at: number): void {
    const kind = labelKind(label.text);
    if (namedTitle(label.text)) {
      // "**Recipe: Lentil Soup**": the recipe starts here, whatever came before.
      this.end();
      this.headingSince = true;
    } else if (kind === 'ingredients') {
      this.named.ingredients = true;
      // An ingredient list before the recipe's own title, with no step yet, was the request repeated.
      if (this.headingSince && this.steps.length === 0) this.groups = [];
      this.headingSince = false;
      const section = this.begin('ingredients', label.depth, at);
      this.groups.push({ name: groupInLabel(label.text), section, lines: [] });
    } else if (kind === 'steps') {
      this.named.steps = true;
      this.begin('steps', label.depth, at);
      this.stepGroup = groupInLabel(label.text);
    } else if (kind === 'other') {
      this.begin('other', label.depth, at);
    } else if (kind === 'step-title') {
      const inSteps = this.section?.kind === 'steps' ? this.section : null;
      this.openTitled(label, inSteps ?? this.begin('steps', label.depth, at), 'all');
    } else this.onPlainLabel(label, at);
  }

  onPlainLabel(label: LabelUnit, at: number): void {
    const section = this.section;
    if (!section) {
      this.headingSince ||= label.depth < 7;
      return;
    }
    const next = this.unitAfter(at, (unit) => !isFactLine('text' in unit ? unit.text : ''));
    const asHigh = label.depth < 7 && label.depth <= section.depth;
    const bulletsNext = next?.kind === 'item' && !next.ordered;
    const isGroup = startsGroup(label.text) || (bulletsNext && section.kind === 'ingredients');
    if (section.kind === 'other' || (asHigh && !isGroup)) {
      if (asHigh) this.end();
      this.headingSince ||= asHigh;
      return;
    }
    const name = labelWords(label.text);
    // A sentence ("Follow these simple steps:") names no group.
    const names = startsWithFor(name) || name.split(/\s+/).length < 5;
    if (section.kind === 'ingredients') {
      if (names) this.groups.push({ name, section, lines: [] });
      return;
    }
    this.closeStep();
    const notLine = this.unitAfter(at, (unit) => unit.kind !== 'line');
    const linesNext = (notLine ? this.units.indexOf(notLine, at) : this.units.length) - at - 1;
    if (startsWithFor(name) || (next?.kind === 'item' && next.ordered)) {
      if (names) this.stepGroup = name;
    } else if (bulletsNext) this.openTitled(label, section, 'bullets');
    else if (next?.kind === 'line') {
      if (linesNext === 1) this.openTitled(label, section, 'all');
      else if (names) this.stepGroup = name;
    }
  }

  unitAfter(at: number, passes: (unit: Unit) => boolean): Unit | undefined {
    for (let index = at + 1; index < this.units.length; index++) {
      const unit = this.units[index] as Unit;
      if (passes(unit)) return unit;
    }
    return undefined;
  }

  openTitled(title: Span, section: Section, takes: OpenStep['takes']): void {
    this.closeStep();
    const step = this.draftStep(title, section, false);
    step.title = title.text;
    this.steps.push(step);
    this.open = { step, takes };
  }

  closeStep(): void {
    this.open = null;
  }

  draftStep(unit: Span, section: Section, plain: boolean): DraftStep {
    const { start, end } = unit;
    return { title: '', parts: [], group: this.stepGroup, section, plain, start, end };
  }

  groupFor(section: Section): DraftGroup {
    const last = this.groups[this.groups.length - 1];
    if (last?.section === section) return last;
    const group: DraftGroup = { name: null, section, lines: [] };
    this.groups.push(group);
    return group;
  }

  onIngredient(unit: Exclude<Unit, LabelUnit | { kind: 'break' }>, section: Section): void {
    if (unit.kind === 'line') {
      if (CHATTER.test(unit.text)) return;
      const text = unit.text.replace(BULLET, '');
      if (NOT_INGREDIENT.test(text)) return;
      if (text) this.groupFor(section).lines.push({ ...unit, text, plain: true });
      return;
    }
    if (unit.kind === 'row') {
      section.hasList = true;
      this.groupFor(section).lines.push({ ...unit, plain: false });
      return;
    }
    const newList = section.lastList !== undefined && section.lastList !== unit.list;
    const startsMethod =
      unit.ordered &&
      readsAsStep(unit.text) &&
      (section.hasBullets || (newList && STEP_START.test(unit.text)));
    section.lastList = unit.list;
    if (startsMethod) {
      return this.onStep(unit, this.begin('steps', section.depth, section.at));
    }
    section.hasList = true;
    section.hasBullets ||= !unit.ordered;
    this.onIngredientItem(unit, section);
  }

  onIngredientItem(item: ItemUnit, section: Section): void {
    const own = item.own;
    if (own && item.nested.length === 0 && NOT_INGREDIENT.test(own.text)) return;
    const nested = item.nested.map((span) => ({ ...span, plain: false }));
    // "For the sauce:" or "**Marinade**" over its own items names a group, not an ingredient.
    const names = own && (startsGroup(own.text) || item.titleOnly);
    const bare = own && item.titleOnly && !/\d|[½¼¾⅓⅔]/u.test(own.text);
    if (own && names && (nested.length > 0 || bare)) {
      this.groups.push({ name: labelWords(own.text), section, lines: nested });
      // Items after a group with its own items belong to no group; after a bare name, to it.
      if (nested.length > 0) this.groups.push({ name: null, section, lines: [] });
      return;
    }
    const last = nested[nested.length - 1];
    if (own && last && !/\d|[½¼¾⅓⅔]/u.test(own.text)) {
      // "Fresh herbs" over "basil" and "parsley", with no amount of its own: a group's name.
      this.groups.push({ name: labelWords(own.text), section, lines: nested });
      this.groups.push({ name: null, section, lines: [] });
      return;
    }
    const text = [own?.text, ...nested.map((line) => line.text)].filter(Boolean).join(', ');
    const first = own ?? nested[0];
    if (first && text) {
      this.groupFor(section).lines.push({
        ...first,
        text,
        end: last?.end ?? first.end,
        plain: false,
      });
    }
  }

  onStep(unit: Exclude<Unit, LabelUnit | { kind: 'break' }>, section: Section): void {
    if (unit.kind === 'line' && CHATTER.test(unit.text)) return this.end();
    const open = this.open;
    if (open && (open.takes === 'all' || (unit.kind === 'item' && !unit.ordered))) {
      // "    *   Preheat the oven" under a bold title, indented into its paragraph: a sub-point.
      open.step.parts.push(unit.kind === 'line' ? unit.text.replace(BULLET, '') : unit.text);
      open.step.end = unit.end;
      return;
    }
    this.closeStep();
    if (unit.kind === 'row') return;
    const step = this.draftStep(unit, section, unit.kind === 'line');
    step.parts.push(unit.text);
    this.steps.push(step);
    if (unit.kind !== 'item') return;
    section.hasList = true;
    // "1. **Make the sauce:**" with its bullets written under it, not indented: one step.
    if (unit.ordered && unit.titleOnly && unit.nested.length === 0) {
      step.parts = [];
      step.title = unit.text;
      this.open = { step, takes: 'bullets' };
    }
  }

  /** Without an ingredients label: the first list before the steps. */
  fallbackIngredients(stepsList: number | null): void {
    const firstSteps = this.steps[0]?.section.at ?? Infinity;
    const before = this.loose.filter(({ at, item }) => at < firstSteps && item.list !== stepsList);
    const list = (before.find(({ item }) => !item.ordered) ?? before[0])?.item.list;
    if (list === undefined) return;
    const section = this.begin(
      'ingredients',
      7,
      before.find(({ item }) => item.list === list)?.at ?? 0,
    );
    section.hasList = true;
    for (const { item } of before) if (item.list === list) this.onIngredientItem(item, section);
    this.end();
  }

  /** Without steps under a label: the longest numbered list outside every section. */
  fallbackSteps(): number | null {
    const sizes = new Map<number, ItemUnit[]>();
    for (const { item } of this.loose) {
      if (!item.ordered) continue;
      const items = sizes.get(item.list) ?? [];
      items.push(item);
      sizes.set(item.list, items);
    }
    const longest = [...sizes.values()].reduce<ItemUnit[]>(
      (best, items) => (items.length > best.length ? items : best),
      [],
    );
    if (!longest.length) return null;
    const section = this.begin('steps', 7, Infinity);
    this.stepGroup = null;
    for (const item of longest) this.onStep(item, section);
    this.end();
    return longest[0]?.list ?? null;
  }
}

function keptIngredients(groups: DraftGroup[]): IngredientGroup[] {
  const plainCount = new Map<Section, number>();
  for (const group of groups) {
    const count = group.lines.filter((line) => line.plain).length;
    plainCount.set(group.section, (plainCount.get(group.section) ?? 0) + count);
  }
  return groups
    .map((group) => {
      const { section } = group;
      // Paragraph lines are the list only where there is no list, and at least two of them.
      const keepPlain = !section.hasList && (plainCount.get(section) ?? 0) >= 2;
      const lines = group.lines
        .filter((line) => (line.plain ? keepPlain && line.text.split(/\s+/).length <= 14 : true))
        .filter((line) => line.text && !isFactLine(line.text))
        .map(({ text, start, end }) => ({ text, start, end }));
      return { name: group.name, lines };
    })
    .filter((group) => group.lines.length > 0);
}

function keptSteps(steps: DraftStep[]): RecipeStep[] {
  return steps
    .filter((step) => !(step.plain && step.section.hasList))
    .map((step) => {
      const text = withoutStepNumber(stepText(step));
      return { text, group: step.group, start: step.start, end: step.end };
    })
    .filter((step) => step.text)
    .map((step) => ({ ...step, durations: findDurations(step.text) }));
}

function facts(units: Unit[]) {
  let servings: RecipeReading['servings'] = null;
  const times: StatedTimes = {};
  for (const unit of units) {
    if (unit.kind === 'break') continue;
    const texts =
      unit.kind === 'item'
        ? [unit.own?.text ?? '', ...unit.nested.map((n) => n.text)]
        : [unit.text];
    for (const text of texts) {
      // Items state servings only on a line of their own ("- Servings: 4"), never inside a step.
      servings ??= unit.kind !== 'item' || isFactLine(text) ? statedServings(text) : null;
      // The first statement of each time counts.
      Object.assign(times, { ...statedTimes(text), ...times });
    }
  }
  return { servings, times };
}

const INLINE_LIST = /^(?:ingredients?|you(?:'|’)?ll\s+need|you\s+will\s+need)\s*[:：]\s*(.+)$/i;

function heading(units: Unit[]): { title: string | null; description: string | null } {
  const before = units.flatMap((unit): (LabelUnit | LineUnit)[] => {
    if (unit.kind === 'label' || unit.kind === 'line') return [unit];
    // "- Recipe: Carrot Salad" as the first item of an outline.
    const own = unit.kind === 'item' ? unit.own : null;
    return own && namedTitle(own.text) ? [{ kind: 'line', strong: null, ...own }] : [];
  });
  const texts = before.filter((unit) => !isFactLine(unit.text));
  const namedAt = texts.findIndex((unit) => namedTitle(unit.text));
  const named = namedAt >= 0 ? namedTitle(texts[namedAt]?.text ?? '') : null;
  const plainLabels = texts.filter(
    (unit): unit is LabelUnit => unit.kind === 'label' && labelKind(unit.text) === 'plain',
  );
  const titled = plainLabels.filter((label) => !/[:：]$/.test(label.text) && titleFrom(label.text));
  const labelled = titled.find((label) => label.depth < 7) ?? titled[0];
  const fromHeading = labelled ? titleFrom(labelled.text) : null;
  const fromIntro = texts
    .map((unit) => titleInIntro(unit.text, unit.kind === 'line' ? unit.strong : null))
    .find(Boolean);
  // A short first line with no end mark ("Tomato Soup") is a title written plainly.
  const first = texts.find((unit) => !OPENING.test(unit.text) && !/[:：]$/.test(unit.text));
  const plainTitle =
    first?.kind === 'line' && first.text.split(/\s+/).length <= 8 && !/[.!?:,;]$/.test(first.text)
      ? titleFrom(first.text)
      : null;
  // "**Spinach Dal:**" straight over the ingredients, after some advice: the name, when nothing else is.
  const lastLabel = texts[texts.length - 1];
  const colonTitle =
    lastLabel?.kind === 'label' &&
    labelKind(lastLabel.text) === 'plain' &&
    /[:：]$/.test(lastLabel.text) &&
    lastLabel.text.split(/\s+/).length <= 8
      ? titleFrom(lastLabel.text)
      : null;
  const title = named ?? fromHeading ?? fromIntro ?? plainTitle ?? colonTitle;
  // The introduction follows the title's own line (all the lines when the title was in one).
  let titleAt = -1;
  if (named) titleAt = namedAt;
  else if (fromHeading && labelled) titleAt = texts.indexOf(labelled);
  else if (!fromIntro && plainTitle && first) titleAt = texts.indexOf(first);
  const after = texts.slice(titleAt + 1);
  const intro = after
    .filter((unit) => unit.kind === 'line' && !CHATTER.test(unit.text) && !namedTitle(unit.text))
    .filter((unit) => !OPENING.test(unit.text) && !ECHO.test(unit.text))
    .filter((unit) => !/[:：]$/.test(unit.text) && !INLINE_LIST.test(unit.text))
    .map((unit) => unit.text);
  return { title, description: intro.length ? intro.join(' ') : null };
}

/** Read only when the recipe has no list; its parts split at commas outside brackets. */
function inlineIngredients(units: Unit[], markdown: string): IngredientGroup[] {
  for (const unit of units) {
    if (unit.kind !== 'line') continue;
    const list = INLINE_LIST.exec(unit.text)?.[1];
    if (!list) continue;
    const parts = list
      .split(/,(?![^()]*\))/)
      .map((part) => part.replace(/^\s*(?:and|&)\s+|\.$/gi, '').trim())
      .filter(Boolean);
    if (parts.length < 2) continue;
    const lines = parts.map((text) => {
      const at = markdown.indexOf(text, unit.start);
      const inside = at >= 0 && at + text.length <= unit.end;
      // Markup inside a part hides it from the raw text: an empty place, never one that overlaps.
      return inside
        ? { text, start: at, end: at + text.length }
        : { text, start: unit.start, end: unit.start };
    });
    return [{ name: null, lines }];
  }
  return [];
}

export function readRecipe(markdown: string): RecipeReading {
  const units = recipeUnits(markdown);
  const reader = new Reader(units);
  reader.read();
  const stepsList = reader.steps.length ? null : reader.fallbackSteps();
  if (!reader.named.ingredients) reader.fallbackIngredients(stepsList);
  const sectionStarts = [
    ...reader.groups.map((g) => g.section.at),
    ...reader.steps.map((s) => s.section.at),
  ];
  const firstSection = Math.min(...sectionStarts, units.length);
  const kept = keptIngredients(reader.groups);
  const ingredients = kept.length ? kept : inlineIngredients(units, markdown);
  const steps = keptSteps(reader.steps);
  const language = recipeLanguage(markdown);
  return {
    ...(language ? { language } : {}),
    ...heading(units.slice(0, firstSection)),
    ...facts(units),
    ingredients,
    steps,
    notes: notes(units, [...ingredients.flatMap((group) => group.lines), ...steps]),
  };
}

/** The paragraphs, rows and list items that no ingredient line or step was read from. */
function notes(units: Unit[], read: SourceRange[]): string[] {
  const taken = (unit: Unit) => read.some((r) => r.start < unit.end && unit.start < r.end);
  return units.flatMap((unit) =>
    unit.kind === 'break' || unit.kind === 'label' || taken(unit) || !unit.text.trim()
      ? []
      : [unit.text],
  );
}
