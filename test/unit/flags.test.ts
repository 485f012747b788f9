// Every country a store can sell in has its flag in static/flags, drawn at twice the 20×15 px the
// screens show it, and small.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { COUNTRIES, flagUrl } from '../../src/shared/countries.js';
import { root } from '../helpers/root.js';

const file = (code: string) => join(root, 'static', flagUrl(code));

test('each country has a 40×30 PNG flag', () => {
  const wrong = COUNTRIES.flatMap(({ code }) => {
    const png = readFileSync(file(code));
    const signature = png.subarray(1, 4).toString('latin1');
    const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
    return signature === 'PNG' && width === 40 && height === 30 ? [] : [`${code}: ${signature} ${width}×${height}`];
  });
  assert.equal(wrong, []);
});

test('no flag is over 4 KB, where the largest drawing of one was 180 KB', () => {
  const large = COUNTRIES.filter(({ code }) => statSync(file(code)).size > 4096).map(({ code }) => code);
  assert.equal(large, []);
});

test.run();
