// One English text, one Bangla: every Bangla catalog (the shell's, each remote's, the
// shared one in packages/ui, web-kit's and the API's e-mail words) and the refusal table (`REFUSALS`, packages/domain) say
// the same English the same way in Bangla, and none writes a form docs/glossary.md turned down. A
// phrase several units show is a shared word: the shared catalog has it, and no unit's does.
// Remotes are found by their folders (`mf-*`), so a new one is checked without an edit here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REPOSITORY_ROOT as root,
  SERVER_CATALOG_UNIT,
  SHARED_CATALOG_UNIT,
  unitsWithWords,
} from './catalog-check';

/** Where Bangla is written, by English text: each catalog, then the refusal table. */
interface Place {
  readonly where: string;
  readonly english: string;
  readonly bangla: string;
}

/** The units with a Bangla catalog of their own: the shell, every remote, web-kit. */
const units = unitsWithWords();

/** A module by its path in the repository, as written (TypeScript source, not a build). */
const load = (path: string) => import(/* @vite-ignore */ join(root, path)) as Promise<unknown>;

const catalogOf = (unit: string) => `${unit}/src/locales/bn.ts`;

async function catalog(unit: string): Promise<Record<string, string>> {
  return ((await load(catalogOf(unit))) as { default: Record<string, string> }).default;
}

async function places(): Promise<Place[]> {
  const found: Place[] = [];
  for (const unit of [...units, SHARED_CATALOG_UNIT, SERVER_CATALOG_UNIT]) {
    for (const [english, bangla] of Object.entries(await catalog(unit)))
      found.push({ where: catalogOf(unit), english, bangla });
  }
  const { REFUSALS } = (await load('packages/domain/src/refusals.ts')) as {
    REFUSALS: Record<string, { en: string; bn: string }>;
  };
  for (const [code, { en, bn }] of Object.entries(REFUSALS))
    found.push({ where: `REFUSALS['${code}']`, english: en, bangla: bn });
  return found;
}

/**
 * The forms docs/glossary.md turned down: the "Not" column of its table of terms, comma-separated
 * ("—" for none).
 */
function turnedDown(): { term: string; form: string }[] {
  const rows = readFileSync(join(root, 'docs/glossary.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) =>
      line
        .slice(1, line.trimEnd().endsWith('|') ? line.trimEnd().length - 1 : undefined)
        .split('|')
        .map((cell) => cell.trim()),
    );
  const header = rows[0] ?? [];
  const [termColumn, notColumn] = [header.indexOf('English'), header.indexOf('Not')];
  if (termColumn < 0 || notColumn < 0) return [];
  return rows.slice(2).flatMap((cells) =>
    (cells[notColumn] ?? '')
      .split(',')
      .map((form) => form.replaceAll('`', '').trim())
      .filter((form) => form !== '' && form !== '—')
      .map((form) => ({ term: cells[termColumn] ?? '', form })),
  );
}

/** A form, where a word starts (not inside a longer word, nor after a hyphen: চা-পাতা). */
const wordStarting = (form: string) =>
  new RegExp(`(?<![\\p{Script=Bengali}-])${form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'u');

describe('Bangla across the catalogs and the refusal table', () => {
  it('finds the catalog of the shell, of every remote, of the shared packages and of the API', async () => {
    expect(units.filter((unit) => unit.startsWith('mf-')).length).toBeGreaterThanOrEqual(4);
    for (const unit of [...units, SHARED_CATALOG_UNIT, SERVER_CATALOG_UNIT])
      expect(existsSync(join(root, catalogOf(unit))), unit).toBe(true);
    expect((await places()).length).toBeGreaterThan(500);
  });

  it('says one English text one way in Bangla', async () => {
    const byEnglish = new Map<string, Place[]>();
    for (const place of await places())
      byEnglish.set(place.english, [...(byEnglish.get(place.english) ?? []), place]);
    const disagreements = [...byEnglish]
      .filter(([, found]) => new Set(found.map(({ bangla }) => bangla)).size > 1)
      .map(([english, found]) => {
        const lines = found.map(({ where, bangla }) => `    ${where} → ${bangla}`);
        const sameLetters = new Set(found.map(({ bangla }) => bangla.normalize('NFC'))).size === 1;
        return `${JSON.stringify(english)}${sameLetters ? ' (same letters, encoded differently)' : ''}\n${lines.join('\n')}`;
      });
    expect(disagreements, 'choose one, by docs/glossary.md').toEqual([]);
  });

  it("keeps a phrase several units show in the shared catalog, and none in a unit's", async () => {
    const shared = await catalog(SHARED_CATALOG_UNIT);
    // A reading that found no shared words would check nothing.
    expect(Object.keys(shared).length).toBeGreaterThan(50);
    const unitsOf = new Map<string, string[]>();
    const repeated: string[] = [];
    for (const unit of units) {
      for (const english of Object.keys(await catalog(unit))) {
        unitsOf.set(english, [...(unitsOf.get(english) ?? []), unit]);
        if (Object.hasOwn(shared, english))
          repeated.push(`${catalogOf(unit)}: ${JSON.stringify(english)}, a shared word`);
      }
    }
    const several = [...unitsOf]
      .filter(([, found]) => found.length > 1)
      .map(([english, found]) => `${JSON.stringify(english)}: in ${found.join(', ')}`);
    expect(
      [...repeated, ...several],
      `say it in ${catalogOf(SHARED_CATALOG_UNIT)} only: every unit's t takes the shared words`,
    ).toEqual([]);
  });

  it('uses no form docs/glossary.md turned down', async () => {
    const forms = turnedDown();
    // A table read wrongly would check nothing: the glossary turns down a form for many terms.
    expect(new Set(forms.map(({ term }) => term)).size).toBeGreaterThanOrEqual(10);
    const found = (await places()).flatMap(({ where, english, bangla }) =>
      forms
        .filter(({ form }) => wordStarting(form.normalize('NFC')).test(bangla.normalize('NFC')))
        .map(
          ({ term, form }) =>
            `${where}: ${JSON.stringify(english)} → ${bangla} (${term}: not ${form})`,
        ),
    );
    expect(found).toEqual([]);
  });
});
