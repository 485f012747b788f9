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
  assert.ok(sizes['sign-in (/ap/login)']!.files.length > 1, 'the client is split');
  assert.ok(modules.some((m) => m.includes('features/auth/LoginPage')), 'the sign-in screen is there');
  assert.equal(modules.filter((m) => SCREENS_OF_OTHERS.test(m) || m.includes('shared/countries')), []);
});

test('My Stores loads the dashboard, without the store form, the country list or the onboarding wizard', () => {
  const modules = modulesOf('My Stores (/)');
  assert.ok(modules.some((m) => m.includes('features/stores/StoresPage')));
  assert.ok(modules.some((m) => m.includes('features/dashboard/DashboardLayout')));
  assert.equal(modules.filter((m) => /StoreForm|shared\/countries|features\/onboarding\//.test(m)), []);
});

test("My Stores loads neither the team, the whitelist nor the settings page; the team page's path does", () => {
  const elsewhere = /features\/(users|whitelist|settings)\//;
  assert.equal(modulesOf('My Stores (/)').filter((m) => elsewhere.test(m)), []);
  assert.ok(modulesOf('Users (/users)').some((m) => m.includes('features/users/UsersPage')));
  assert.ok(modulesOf('Users (/users)').some((m) => m.includes('features/dashboard/DashboardLayout')));
});

test('sign-in downloads two files: the entry and the shell', () => {
  assert.ok(sizes['sign-in (/ap/login)']!.files.length <= 2, sizes['sign-in (/ap/login)']!.files.join(' '));
});

test('the country list comes with the store form (Add Store and onboarding)', () => {
  for (const route of ['Add Store (/stores/new)', 'onboarding (/onboarding)']) {
    assert.ok(modulesOf(route).some((m) => m.includes('shared/countries')), route);
  }
});

test("a page's HTML preloads every chunk the page needs besides the entry, and links one stylesheet", async () => {
  const { readFileSync } = await import('node:fs');
  const preloadsOf = (file: string) => {
    const html = readFileSync(`${root}/dist/public/${file}`, 'utf8');
    assert.is([...html.matchAll(/rel="stylesheet"/g)].length, 1, file);
    return [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]).sort();
  };
  const chunksOf = (route: string) => sizes[route]!.files.filter((f) => !f.includes('/app-')).map((f) => f.slice(f.indexOf('/assets/'))).sort();
  assert.equal(preloadsOf('index.html'), chunksOf('sign-in (/ap/login)'));
  assert.equal(preloadsOf('pages/index.html'), chunksOf('My Stores (/)'));
  assert.equal(preloadsOf('pages/stores/new/index.html'), chunksOf('Add Store (/stores/new)'));
});

test.run();
