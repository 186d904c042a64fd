import { clearValues, kitchenStore } from './store-ops';
import { clearSavedRecipes } from './recipes-store';
import { tellOtherTabs } from './kitchen-channel';
import { forgetLanguage } from '../language/lazy';

/** Empties both stores (the databases stay, empty: open tabs keep their connections to them). */
export async function forgetDevice(): Promise<void> {
  tellOtherTabs({ kind: 'forgotten' });
  forgetLanguage();
  await Promise.all([clearValues(kitchenStore()), clearSavedRecipes()]);
  tellOtherTabs({ kind: 'forgotten' });
}
