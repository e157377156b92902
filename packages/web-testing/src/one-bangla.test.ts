// One English text, one Bangla (issue 33): every Bangla catalog (the shell's, each remote's, the
// shared UI's and web-kit's) and the refusal table (`REFUSALS`, packages/domain) say the same
// English the same way in Bangla, and none writes a form docs/glossary.md turned down. Remotes are
// found by their folders (`mf-*`), so a new one is checked without an edit here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');

/** Where Bangla is written, by English text: each catalog, then the refusal table. */
interface Place {
  readonly where: string;
  readonly english: string;
  readonly bangla: string;
}

/** The units with a Bangla catalog: the shell, every remote (`mf-*` with a package), the packages. */
const units = [
  'shell',
  ...readdirSync(root, { withFileTypes: true })
    .filter(({ name }) => name.startsWith('mf-') && existsSync(join(root, name, 'package.json')))
    .map(({ name }) => name)
    .sort(),
  'packages/ui',
  'packages/web-kit',
];

/** A module by its path in the repository, as written (TypeScript source, not a build). */
const load = (path: string) => import(/* @vite-ignore */ join(root, path)) as Promise<unknown>;

async function places(): Promise<Place[]> {
  const found: Place[] = [];
  for (const unit of units) {
    const where = `${unit}/src/locales/bn.ts`;
    const { default: catalog } = (await load(where)) as { default: Record<string, string> };
    for (const [english, bangla] of Object.entries(catalog)) found.push({ where, english, bangla });
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
  it('finds the catalog of the shell, of every remote and of the shared packages', async () => {
    expect(units.filter((unit) => unit.startsWith('mf-')).length).toBeGreaterThanOrEqual(4);
    for (const unit of units)
      expect(existsSync(join(root, unit, 'src/locales/bn.ts')), unit).toBe(true);
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
