export * from '../shell.js';
export { NotFoundPage } from '../features/errors/NotFoundPage.js';
