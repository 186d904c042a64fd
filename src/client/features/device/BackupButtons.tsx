import { useRef, useState } from 'react';
import { downloadText } from '../../lib/download';
import { Button } from '../../ui/Button';
import type { SavedRecipe } from './saved-recipe';
import {
  backupFileName,
  backupText,
  BACKUP_MAX_BYTES,
  ImportProblem,
  readImport,
  type ImportReason,
  type RecipeReader,
} from './backup-file';
import { useLingui } from '@lingui/react/macro';
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

interface BackupButtonsProps {
  recipes: readonly SavedRecipe[];
  /** Writes the imported recipes; false when the browser refused. */
  onImport: (recipes: SavedRecipe[]) => Promise<boolean>;
  loadReader: () => Promise<RecipeReader>;
}

const REASON: Record<ImportReason, MessageDescriptor> = {
  'not json': msg`This file is not JSON, so no recipes could be read from it.`,
  'no recipes': msg`No recipes were found in this file. Pantry Chef reads schema.org Recipe JSON-LD, as its own backup and apps like Mealie, Tandoor and KitchenOwl write it.`,
  'nothing to read': msg`The recipes in this file have no ingredients or steps to read.`,
};

const importedMessage = (i18n: I18n, imported: number, already: number, skipped: number) =>
  [
    plural(imported, { one: 'Imported # recipe.', other: 'Imported # recipes.' }),
    already > 0 && i18n._(msg`${already} already saved.`),
    skipped > 0 && i18n._(msg`${skipped} could not be read.`),
  ]
    .filter(Boolean)
    .join(' ');

/** One file for every saved recipe, and the way back in (from this page or another recipe app). */
export function BackupButtons({ recipes, onImport, loadReader }: BackupButtonsProps) {
  const { i18n, t } = useLingui();
  const fileRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState('');

  const exportAll = async () => {
    const reader = await loadReader();
    downloadText(backupFileName(new Date()), backupText(recipes, reader), 'application/ld+json');
    setMessage(
      plural(recipes.length, {
        one: 'Exported # saved recipe.',
        other: 'Exported # saved recipes.',
      }),
    );
  };

  const importFile = async (file: File) => {
    if (file.size > BACKUP_MAX_BYTES) {
      setMessage(t`This file is too big to be a recipe file (at most 5 MB). Nothing was imported.`);
      return;
    }
    try {
      const known = new Set(recipes.map((r) => r.text));
      const read = readImport(await file.text());
      const fresh = read.recipes.filter((r) => !known.has(r.text));
      if (!(await onImport(fresh))) {
        setMessage(t`This browser did not let Pantry Chef keep the recipes. Nothing was imported.`);
        return;
      }
      setMessage(
        importedMessage(i18n, fresh.length, read.recipes.length - fresh.length, read.skipped),
      );
    } catch (error) {
      if (!(error instanceof ImportProblem)) throw error;
      setMessage(`${i18n._(REASON[error.reason])} ${t`Nothing was imported.`}`);
    }
  };

  return (
    <div className="recipe__actions">
      <Button variant="secondary" disabled={recipes.length === 0} onClick={() => void exportAll()}>
        {t`Export saved recipes`}
      </Button>
      <Button variant="secondary" onClick={() => fileRef.current?.click()}>
        {t`Import recipes`}
      </Button>
      <input
        ref={fileRef}
        type="file"
        accept=".json,.jsonld,application/json,application/ld+json"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void importFile(file);
        }}
      />
      <p className="recipe__copy-status" role="status">
        {message}
      </p>
    </div>
  );
}
