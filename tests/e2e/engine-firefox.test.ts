import { describeEveryEngine } from './every-engine';

describeEveryEngine('firefox');
