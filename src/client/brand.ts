/** docs/decisions.md, 'The brand': one constant, used everywhere. */
export const BRAND = 'Pantry Chef';
