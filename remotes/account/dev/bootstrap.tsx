import { mountHarness } from '@topup/platform/dev/harness';
import remote from '../src/routes';

mountHarness('account', remote);
