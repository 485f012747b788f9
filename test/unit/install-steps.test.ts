import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stepsFor } from '../../src/client/features/stores/install-steps.js';

test("install steps: every platform, the store's own first", () => {
  const names = (platform: string) => stepsFor(platform).map((p) => p.name);
  const all = ['Shopify', 'WooCommerce', 'BigCommerce', 'Wix', 'Squarespace', 'Magento', 'Plain HTML'];
  assert.equal(names('shopify'), all);
  assert.equal(names('wordpress'), ['WooCommerce', 'Shopify', 'BigCommerce', 'Wix', 'Squarespace', 'Magento', 'Plain HTML']);
  assert.equal(names('custom'), ['Plain HTML', ...all.slice(0, -1)]);
  assert.equal(names('unknown'), all);
  for (const p of stepsFor('shopify')) assert.ok(p.steps.length >= 2, p.name);
});

test.run();
