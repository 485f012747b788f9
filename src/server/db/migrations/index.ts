import init from './001_init.sql';
import billingAndStores from './002_billing_and_stores.sql';

export const migrations: { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'init', sql: init },
  { version: 2, name: 'billing_and_stores', sql: billingAndStores },
];
