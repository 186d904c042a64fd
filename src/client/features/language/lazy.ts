// After the first paint: the menu and what it keeps on the device.
export { default as LanguageMenu } from './LanguageMenu';
export { forgetLanguage } from './language-kept';
