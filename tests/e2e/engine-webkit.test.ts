import { describeEveryEngine } from './every-engine';

describeEveryEngine('webkit');
