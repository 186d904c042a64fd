/** The recipe checked against the visitor's wishes (issue 22). */
export { WishesCheck } from './WishesCheck';
