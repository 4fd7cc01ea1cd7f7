// Every i18n key the code uses exists in zh-CN and in English (issue 8): the shared bundle's keys (`shell.x`,
// `messages.x`, ...) in both bundles, and a feature's own keys in its words (src/features/<area>/words.ts), whose
// texts are written in both languages. Found by reading the sources, so a new feature needs no list here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleFor } from '../../src/core/i18n/index.ts';
import type { FeatureWords } from '../../src/ui/i18n/index.ts';

const SRC = fileURLToPath(new URL('../../src/', import.meta.url));
const FEATURES = join(SRC, 'features');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function lookup(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), tree);
}

const SHARED = /^(shell|messages|codes|wording|orgCategory)\./;
/** `t('key')` and `t("key")` calls with a literal key. */
const T_CALL = /\bt\(\s*'([A-Za-z0-9_.:-]+)'/g;

async function featureWords(area: string): Promise<FeatureWords | null> {
  const file = join(FEATURES, area, 'words.ts');
  if (!existsSync(file)) return null;
  const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  return (Object.values(exports).find((value) => typeof value === 'object' && value !== null && 'namespace' in value) as FeatureWords) ?? null;
}

describe('i18n keys', () => {
  it('every feature word has a Chinese and an English text, and namespaces are unique', async () => {
    const namespaces: string[] = [];
    for (const area of readdirSync(FEATURES)) {
      const words = await featureWords(area);
      if (!words) continue;
      namespaces.push(words.namespace);
      for (const [key, text] of Object.entries(words.texts)) {
        expect(text.zh.trim(), `${words.namespace}:${key} zh`).not.toBe('');
        expect(text.en.trim(), `${words.namespace}:${key} en`).not.toBe('');
      }
    }
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it('every literal key used exists in both languages', async () => {
    const zh = bundleFor('zh-CN');
    const en = bundleFor('en');
    const missing: string[] = [];
    let checked = 0;
    for (const file of sources(SRC)) {
      // Keys in comments are examples, not uses.
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
      const area = file.startsWith(FEATURES) ? file.slice(FEATURES.length + 1).split('/')[0] : null;
      // A feature's files speak its words, whether through useWords, defineListScreen or a `t` handed to a helper.
      const words = area ? await featureWords(area) : null;
      for (const [, key] of text.matchAll(T_CALL)) {
        checked += 1;
        if (SHARED.test(key)) {
          if (typeof lookup(zh, key) !== 'string' || typeof lookup(en, key) !== 'string') missing.push(`${file}: ${key}`);
        } else if (words && !(key in words.texts)) {
          missing.push(`${file}: ${words.namespace}:${key}`);
        } else if (!words) {
          missing.push(`${file}: ${key} (no namespace)`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });
});
