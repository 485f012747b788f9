import { start } from './shell.js';

start();
