/**
 * `npm run get:nutrition-sources -- [sr24-folder] [--deb=cronometer.deb] [--sr28[=sr28asc.zip]]
 * [--sr28-folder=folder]`: fetches the sources of src/shared/nutrition/nutrition-table.json
 * (docs/nutrition.md) for `npm run build:nutrition` and its test
 * (scripts/nutrition-table-sources.test.ts).
 *
 * - SR24, always: Debian's package `cronometer` 0.9.9+dfsg1-1 (6 MB), by `apt-get download` (on
 *   Debian or Ubuntu; after `apt-get update` where apt has no package lists yet), or the .deb named
 *   by `--deb` (downloaded by hand elsewhere); checked by its SHA-256. Its
 *   `usr/share/cronometer/usda_sr24.jar` is a zip of one XML file a food: they are written to
 *   `sr24-folder` (default .cache/usda-sr/sr24 in the project, git-ignored). Needs Node.js and
 *   `tar`; `dpkg-deb` where there is one, else a `tar` that reads .tar.xz. No Java, no unzip: the
 *   jar is read here.
 * - SR28, only with `--sr28`: USDA's ASCII release sr28asc.zip, downloaded from USDA (or the zip
 *   named, `--sr28=path/to/sr28asc.zip`); its FOOD_DES.txt, NUT_DATA.txt and WEIGHT.txt are written
 *   to `--sr28-folder` (default .cache/usda-sr/sr28). The build and the test need no SR28: without
 *   it, they keep the foods of `FROM_SR28` as the committed nutrition table has them; with it, they
 *   read those foods from these files (needed to add one).
 *
 * Idempotent: a folder already complete (its `.source` stamp names what it came from) is kept, and
 * nothing is downloaded. A folder is written beside its place and renamed into it when complete.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, inflateRawSync } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const DEB = {
  package: 'cronometer',
  version: '0.9.9+dfsg1-1',
  file: 'cronometer_0.9.9+dfsg1-1_all.deb',
  sha256: '6d66c9fe6722c52e100cf563e4d3ced7ce0f585b8594f9bca0b3f76704b8c0ab',
};
const JAR = './usr/share/cronometer/usda_sr24.jar';
/** USDA's ASCII release of SR28 (public domain), as the Methods and Application of Food Composition Laboratory serves it. */
const SR28_URL = 'https://www.ars.usda.gov/ARSUserFiles/80400535/DATA/SR/sr28/dnload/sr28asc.zip';
const SR28_FILES = ['FOOD_DES.txt', 'NUT_DATA.txt', 'WEIGHT.txt'];
const STAMP = '.source';

const sha256 = (data) => createHash('sha256').update(data).digest('hex');

function has(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** The entries of a zip file (a jar is one): name and contents, each checked by its CRC-32. */
export function* zipEntries(zip) {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('a damaged zip file');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    yield {
      name,
      data() {
        const raw = zip.subarray(start, start + size);
        if (method !== 0 && method !== 8) throw new Error(`${name}: zip method ${method}`);
        const data = method === 8 ? inflateRawSync(raw) : raw;
        if (crc32(data) >>> 0 !== crc) throw new Error(`${name}: wrong CRC-32`);
        return data;
      },
    };
  }
}

/** Writes a folder's files beside it, stamps it and renames it into place. */
function writeFolder(folder, files, stamp) {
  const partial = `${folder}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  for (const [name, data] of files) writeFileSync(join(partial, name), data);
  writeFileSync(join(partial, STAMP), `${stamp}\n`);
  rmSync(folder, { recursive: true, force: true });
  renameSync(partial, folder);
}

const isComplete = (folder) => existsSync(join(folder, STAMP));

async function download(url) {
  const response = await fetch(url).catch((error) => {
    throw new Error(`${url}: ${error.cause?.message ?? error.message}`, { cause: error });
  });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Debian's .deb of cronometer: the one named, or by `apt-get download`. */
function getDeb(dir, named) {
  const path = named ?? join(dir, DEB.file);
  if (!named) {
    if (!has('apt-get'))
      throw new Error(
        `No apt-get here: download ${DEB.file} from Debian by hand and pass --deb=path/to/it`,
      );
    try {
      execFileSync('apt-get', ['download', `${DEB.package}=${DEB.version}`], {
        cwd: dir,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
    } catch (error) {
      const said = String(error.stderr ?? error.message).trim();
      throw new Error(
        `apt-get download ${DEB.package}=${DEB.version} failed (${said}): run \`apt-get update\` first`,
        { cause: error },
      );
    }
  }
  const sum = sha256(readFileSync(path));
  if (sum !== DEB.sha256) throw new Error(`${basename(path)}: SHA-256 ${sum}, not ${DEB.sha256}`);
  return path;
}

/** The jar inside the .deb: through dpkg-deb, or the .deb's ar archive read here and tar. */
function jarOf(deb, dir) {
  const big = { maxBuffer: 1 << 28 };
  if (has('dpkg-deb')) {
    const tar = execFileSync('dpkg-deb', ['--fsys-tarfile', deb], big);
    return execFileSync('tar', ['-xOf', '-', JAR], { ...big, input: tar });
  }
  const ar = readFileSync(deb);
  for (let at = 8; at < ar.length;) {
    const name = ar.toString('latin1', at, at + 16).trim();
    const size = Number(ar.toString('latin1', at + 48, at + 58).trim());
    if (name.startsWith('data.tar')) {
      const data = join(dir, name.replace(/\/$/, ''));
      writeFileSync(data, ar.subarray(at + 60, at + 60 + size));
      return execFileSync('tar', ['-xOf', data, JAR], big);
    }
    at += 60 + size + (size % 2);
  }
  throw new Error(`${deb}: no data.tar`);
}

function getSr24(folder, deb) {
  const stamp = `${DEB.file} (SHA-256 ${DEB.sha256}): ${JAR}`;
  if (isComplete(folder) && readFileSync(join(folder, STAMP), 'utf8').startsWith(stamp)) {
    console.log(`SR24: already in ${folder}`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'usda-sr24-'));
  try {
    const jar = jarOf(getDeb(dir, deb), dir);
    const files = [];
    for (const entry of zipEntries(jar)) {
      const xml = /^usda_sr24\/([^/]+\.xml)$/.exec(entry.name)?.[1];
      if (xml) files.push([xml, entry.data()]);
    }
    if (files.length < 8000) throw new Error(`${JAR}: only ${files.length} XML files`);
    writeFolder(folder, files, `${stamp}: ${files.length} XML files`);
    console.log(`SR24: ${files.length} XML files → ${folder}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function getSr28(folder, zipPath) {
  if (isComplete(folder)) {
    console.log(`SR28: already in ${folder}`);
    return;
  }
  const zip = zipPath ? readFileSync(zipPath) : await download(SR28_URL);
  const files = [];
  for (const entry of zipEntries(zip)) {
    const name = SR28_FILES.find((f) => f.toLowerCase() === basename(entry.name).toLowerCase());
    if (name) files.push([name, entry.data()]);
  }
  const missing = SR28_FILES.filter((f) => !files.some(([name]) => name === f));
  if (missing.length) throw new Error(`${zipPath ?? SR28_URL}: no ${missing.join(', ')}`);
  writeFolder(folder, files, `${zipPath ? basename(zipPath) : SR28_URL} (SHA-256 ${sha256(zip)})`);
  console.log(`SR28: ${SR28_FILES.join(', ')} → ${folder}`);
}

async function main(args) {
  const option = (name) =>
    args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`))?.replace(/^[^=]*=?/, '');
  const sr24 = args.find((a) => !a.startsWith('--')) ?? join(ROOT, '.cache/usda-sr/sr24');
  getSr24(resolve(sr24), option('deb') ? resolve(option('deb')) : undefined);
  const sr28 = option('sr28');
  if (sr28 !== undefined)
    await getSr28(
      resolve(option('sr28-folder') || join(ROOT, '.cache/usda-sr/sr28')),
      sr28 ? resolve(sr28) : undefined,
    );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
