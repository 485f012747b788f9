// The built client (npm test builds dist/ first): each page downloads only its own screens.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { routeSizes } from '../bench/route-sizes.mjs';
import { root } from '../helpers/root.js';

const sizes = routeSizes(root);
const modulesOf = (route: string) => sizes[route]!.modules;
const SCREENS_OF_OTHERS = /src\/client\/features\/(stores|users|whitelist|analytics|onboarding|dashboard|upgrade|settings)\//;

test('the sign-in page loads neither the dashboard, the onboarding wizard nor the country list', () => {
  const modules = modulesOf('sign-in (/ap/login)');
  assert.ok(modules.some((m) => m.includes('features/auth/LoginPage')), 'the sign-in screen is there');
  assert.equal(modules.filter((m) => SCREENS_OF_OTHERS.test(m) || m.includes('shared/countries')), []);
});

test('My Stores loads its own screen and the layout, without the store form or the country list', () => {
  const modules = modulesOf('My Stores (/)');
  assert.ok(modules.some((m) => m.includes('features/stores/StoresPage')));
  assert.ok(modules.some((m) => m.includes('features/dashboard/DashboardLayout')));
  assert.equal(modules.filter((m) => /StoreForm|shared\/countries|features\/(users|whitelist|auth|onboarding)\//.test(m)), []);
});

test('the country list comes with the store form (Add Store and onboarding)', () => {
  for (const route of ['Add Store (/stores/new)', 'onboarding (/onboarding)']) {
    assert.ok(modulesOf(route).some((m) => m.includes('shared/countries')), route);
  }
});

test('index.html preloads the chunks the entry imports and links one stylesheet', async () => {
  const { readFileSync } = await import('node:fs');
  const html = readFileSync(`${root}/dist/public/index.html`, 'utf8');
  const preloaded = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
  const entryChunks = sizes['sign-in (/ap/login)']!.files.filter((f) => !f.includes('/app-'));
  assert.ok(preloaded.length > 0);
  for (const url of preloaded) assert.ok(entryChunks.some((f) => f.endsWith(url!)), `${url} is one of the entry's chunks`);
  assert.is([...html.matchAll(/rel="stylesheet"/g)].length, 1);
});

test.run();
