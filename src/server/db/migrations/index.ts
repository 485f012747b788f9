import init from './001_init.sql';

export const migrations: { version: number; name: string; sql: string }[] = [{ version: 1, name: 'init', sql: init }];
