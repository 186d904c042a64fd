import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { readGgufFileInfo } from 'node-llama-cpp';
import { LocalModelError, SETUP_HINT, errorCodes } from './local-model-error';

export type ModelOrigin = 'MODEL_PATH' | 'download';

/** Names the file, never its folder: these messages go to logs that may be shipped elsewhere. */
export function describeFile(path: string, origin: ModelOrigin): string {
  const name = basename(path);
  return origin === 'MODEL_PATH'
    ? `MODEL_PATH ("${name}")`
    : `the downloaded model file ("${name}")`;
}

export function damagedFileMessage(path: string, origin: ModelOrigin): string {
  const fix =
    origin === 'download'
      ? 'Delete it and restart to download it again. '
      : 'Check that it is a complete GGUF model file. ';
  return `The recipe model could not be loaded: ${describeFile(path, origin)} is not a usable GGUF model file (it may be damaged or incomplete). ${fix}${SETUP_HINT}`;
}

/** Checks the file before llama.cpp opens it: a wrong path gets a plain message, not a native error. */
export async function checkModelFile(path: string, origin: ModelOrigin): Promise<void> {
  try {
    const info = await stat(path);
    if (!info.isFile()) {
      throw new LocalModelError(
        'file_not_a_file',
        `The recipe model could not be loaded: ${describeFile(path, origin)} is not a file. ${SETUP_HINT}`,
      );
    }
  } catch (error) {
    if (error instanceof LocalModelError) throw error;
    const codes = errorCodes(error);
    const problem = codes.includes('ENOENT')
      ? 'there is no file there'
      : codes.includes('EACCES') || codes.includes('EPERM')
        ? 'this server is not allowed to read it'
        : 'it cannot be read';
    throw new LocalModelError(
      codes.includes('ENOENT') ? 'file_missing' : 'file_unreadable',
      `The recipe model could not be loaded: ${describeFile(path, origin)} was given, but ${problem}. ${SETUP_HINT}`,
      { cause: error },
    );
  }
  try {
    // A pure-JavaScript read of the header and tensor table: rejects files that are not GGUF.
    await readGgufFileInfo(path, { sourceType: 'filesystem', logWarnings: false });
  } catch (error) {
    throw new LocalModelError('file_damaged', damagedFileMessage(path, origin), { cause: error });
  }
}
