export { default as CookMode } from './CookMode';
