import { engineSuite } from './suite.ts';

engineSuite('firefox');
