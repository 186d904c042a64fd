/**
 * Pantry staples: what most kitchens hold, so a recipe needing them doesn't send anyone shopping.
 * Kept small on purpose. An ingredient is a staple only when its name (as the matcher reads it:
 * no quantity, unit or preparation, singular) is exactly one of these, so "sesame oil" or
 * "smoked paprika" are still to buy. A staple the visitor listed counts as "You have".
 */
export const PANTRY_STAPLES: readonly string[] = [
  // Salt and pepper
  'salt',
  'sea salt',
  'kosher salt',
  'table salt',
  'pepper',
  'black pepper',
  'salt and pepper',
  // Water
  'water',
  'cold water',
  'hot water',
  'warm water',
  // Everyday cooking fats
  'oil',
  'cooking oil',
  'vegetable oil',
  'olive oil',
  'extra virgin olive oil',
  'neutral oil',
  'sunflower oil',
  'canola oil',
  'rapeseed oil',
  // Baking basics
  'sugar',
  'flour',
  'all-purpose flour',
  'plain flour',
];
