import { describeEveryEngine } from './every-engine';

describeEveryEngine('chromium');
